import { linkClass } from '../../components/styles';
import type { OutboxMail } from '../../lib/api-types';
import { formatFileSize } from './format-file-size';

/**
 * A mail's attachments under its text: each named with its size and a download, images shown too
 * (the registration's QR code), so the demo shows what the recipient got. Nothing for a mail without.
 */
export function MailAttachments({ attachments }: { attachments: OutboxMail['attachments'] }) {
  if (attachments.length === 0) return null;
  const heading = `Lampiran (${attachments.length})`;
  return (
    <section aria-label={heading} className="border-line mt-4 border-t pt-4">
      <h3 className="text-ink text-sm font-semibold">{heading}</h3>
      <ul className="mt-2 space-y-2">
        {attachments.map((file, i) => (
          <li
            key={`${i}-${file.filename}`}
            className="bg-surface ring-line rounded-xl px-3 py-2.5 ring-1"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <span className="text-ink min-w-0 font-medium break-all">{file.filename}</span>
              <span className="text-ink-subtle text-xs">{formatFileSize(file.size)}</span>
              {file.data_url ? (
                <a href={file.data_url} download={file.filename} className={`${linkClass} ml-auto`}>
                  Unduh<span className="sr-only"> {file.filename}</span>
                </a>
              ) : (
                <span className="text-ink-muted ml-auto text-xs">
                  terlalu besar untuk ditampilkan
                </span>
              )}
            </div>
            {file.data_url && file.content_type.startsWith('image/') ? (
              <img
                src={file.data_url}
                alt={`Lampiran ${file.filename}`}
                className="ring-line mt-2 h-auto max-h-[200px] w-auto max-w-[200px] rounded-lg bg-white ring-1"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
