import { formatDaySpan } from '@sbc/format/date';
import { Badge } from '../../components/badge';
import { AwardIcon, DownloadIcon, ShieldCheckIcon } from '../../components/icons';
import { ShowMoreList } from '../../components/show-more';
import { eventsUrl } from '../../lib/links';
import { type MyCertificate } from '../../lib/report-types';
import { ActivityCard, EmptyState } from './activity-card';
import { DeferredList } from './deferred-list';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition';

function CertificateItem({ certificate: c }: { certificate: MyCertificate }) {
  const isValid = c.status === 'valid';
  return (
    <article className="flex gap-4 py-4">
      <span
        aria-hidden="true"
        className={`inline-flex size-14 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset ${isValid ? 'bg-brand-50 text-brand-700 ring-brand-100' : 'bg-surface-muted text-ink-subtle ring-line'}`}
      >
        <AwardIcon className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={isValid ? 'success' : 'danger'}>{isValid ? 'Sah' : 'Dicabut'}</Badge>
          <span className="text-ink-muted font-mono text-xs break-all">{c.number}</span>
        </div>
        <h3 className="text-ink mt-1.5 leading-snug font-semibold">{c.event_title}</h3>
        <p className="text-ink-muted mt-1 text-sm">
          Event tanggal {formatDaySpan(c.event_date, c.event_end_date)} · diterbitkan {c.issuer}
        </p>
        {!isValid && c.revoke_reason ? (
          <p className="text-danger mt-1 text-sm">Alasan pencabutan: {c.revoke_reason}</p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href={c.verify_url}
            className={`${linkClass} text-brand-800 ring-brand-200 hover:bg-brand-50`}
          >
            <ShieldCheckIcon className="size-4" /> Lihat & verifikasi
          </a>
          {isValid ? (
            <a
              href={c.pdf_url}
              aria-label={`Unduh PDF sertifikat ${c.number}`}
              className={`${linkClass} bg-brand text-ink-inverse ring-brand hover:bg-brand-700`}
            >
              <DownloadIcon className="size-4" /> Unduh PDF
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** "Sertifikat Saya": the member's certificates, newest first, to verify or download. */
export function MyCertificatesSection({
  certificates,
}: {
  certificates: Promise<MyCertificate[]>;
}) {
  return (
    <ActivityCard id="sertifikat-saya" title="Sertifikat Saya" Icon={AwardIcon}>
      <DeferredList resolve={certificates} label="sertifikat Anda">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              text="Belum ada sertifikat. E-sertifikat muncul di sini setelah Anda menghadiri event."
              cta="Cari event untuk diikuti"
              href={eventsUrl()}
            />
          ) : (
            <ShowMoreList
              items={list}
              limit={3}
              itemKey={(c) => c.code}
              className="divide-line -mt-4 divide-y"
              renderItem={(c) => <CertificateItem certificate={c} />}
            />
          )
        }
      </DeferredList>
    </ActivityCard>
  );
}
