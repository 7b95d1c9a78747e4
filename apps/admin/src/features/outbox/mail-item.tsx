import { formatDateTime } from '@sbc/format/date';
import { Badge, type BadgeTone } from '../../components/badge';
import { EmailText } from '../../components/email-text';
import { linkClass } from '../../components/styles';
import type { OutboxMail } from '../../lib/api-types';
import { linkify } from './linkify';
import { MailAttachments } from './mail-attachments';

const STATUS: Record<OutboxMail['status'], { label: string; tone: BadgeTone }> = {
  stored: { label: 'Tersimpan', tone: 'brand' },
  sent: { label: 'Terkirim', tone: 'success' },
  failed: { label: 'Gagal', tone: 'danger' },
};

/** One mail: subject, recipient, time and status; opens to its text with clickable links and its attachments. */
export function MailItem({ mail }: { mail: OutboxMail }) {
  const status = STATUS[mail.status];
  return (
    <li>
      <details className="group">
        <summary className="hover:bg-surface-muted flex cursor-pointer list-none items-start gap-3 px-5 py-4 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="text-ink-subtle mt-1 inline-block transition group-open:rotate-90"
          >
            ▸
          </span>
          <span className="min-w-0 flex-1">
            <span className="text-ink block font-semibold">{mail.subject}</span>
            <span className="text-ink-muted block text-sm">
              Kepada: <EmailText email={mail.to} />
            </span>
            <span className="text-ink-subtle block text-xs">{formatDateTime(mail.created_at)}</span>
          </span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </summary>
        <div className="bg-surface-muted border-line border-t px-5 py-4">
          <p className="text-ink text-sm break-words whitespace-pre-wrap">
            {linkify(mail.text).map((part, i) =>
              part.kind === 'link' ? (
                <a
                  key={i}
                  href={part.href}
                  target="_blank"
                  rel="noreferrer"
                  className={`${linkClass} break-all`}
                >
                  {part.text}
                </a>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
          <MailAttachments attachments={mail.attachments} />
        </div>
      </details>
    </li>
  );
}
