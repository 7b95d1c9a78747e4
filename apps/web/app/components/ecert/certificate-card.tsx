import type { CertificateView } from '../../lib/event-types';
import { AwardIcon, DownloadIcon } from '../events/event-icons';
import { RegistrationNotice } from '../events/registration-notice';
import { CertificateStatus } from './certificate-status';

/** One certificate: holder, event, date, issuer, number, status, PDF download and verify link. */
export function CertificateCard({ certificate: c }: { certificate: CertificateView }) {
  return (
    <article
      aria-labelledby="pemegang"
      className="bg-surface ring-line overflow-hidden rounded-3xl shadow-lg ring-1"
    >
      <div className="from-brand-700 via-brand-500 to-brand-700 h-2 bg-linear-to-r" />
      <div className="p-6 md:p-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <span className="bg-brand-50 text-brand-800 flex size-14 items-center justify-center rounded-2xl">
            <AwardIcon className="size-8" />
          </span>
          <CertificateStatus isValid={c.isValid} />
        </div>
        {c.isValid ? null : (
          <div className="mt-6">
            <RegistrationNotice title="Sertifikat ini telah dicabut" tone="danger">
              {c.revokeReason ? `Alasan: ${c.revokeReason}` : 'Sertifikat ini tidak berlaku lagi.'}
            </RegistrationNotice>
          </div>
        )}
        <p className="text-ink-muted mt-8 text-sm font-semibold tracking-widest uppercase">
          Diberikan kepada
        </p>
        <h2 id="pemegang" className="text-brand-900 mt-1 text-3xl font-bold md:text-4xl">
          {c.holderName}
        </h2>
        <p className="text-ink-muted mt-4">atas kehadirannya sebagai peserta</p>
        <p className="text-ink mt-1 text-xl font-semibold">{c.eventTitle}</p>

        <dl className="border-line mt-8 grid gap-5 border-t pt-6 sm:grid-cols-2">
          {[
            ['Tanggal event', c.eventDateLabel],
            ['Diterbitkan oleh', c.issuer],
            ['Nomor sertifikat', c.number],
            ['Tanggal terbit', c.issuedLabel],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">
                {label}
              </dt>
              <dd
                className={`text-ink mt-1 ${label === 'Nomor sertifikat' ? 'font-mono break-all' : ''}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a
            href={c.pdfUrl}
            className="bg-brand hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-white shadow-sm"
          >
            <DownloadIcon className="size-5" />
            Unduh PDF
          </a>
        </div>
        <div className="bg-surface-muted mt-6 rounded-xl p-4">
          <p className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">
            Tautan verifikasi
          </p>
          <a
            href={c.verifyUrl}
            className="text-brand-700 mt-1 block text-sm break-all hover:underline"
          >
            {c.verifyUrl}
          </a>
        </div>
      </div>
    </article>
  );
}
