import type { AdminCertificate } from '@sbc/contract';
import { formatDate } from '@sbc/format/date';
import { useState } from 'react';
import { Form, useLoaderData, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { inputClass, labelClass, linkClass, primaryButtonClass } from '../../components/styles';
import { DataTable, cellClass } from '../../components/data-table';
import { TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { FormDialog, iconButtonClass, text, useApiAction } from './form-kit';
import { type certificatesLoader, PER_PAGE } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof certificatesLoader>>;

/** `/admin/community/certificates`: who holds a certificate; revoke with a reason, re-issue (super admin). */
export function CertificatesPage() {
  const { certificates, events, eventId, q, page } = useLoaderData<Data>();
  const revalidator = useRevalidator();
  const { busy, errors, run, forgetChangedField } = useApiAction();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [reissuing, setReissuing] = useState<AdminCertificate | null>(null);
  return (
    <div>
      <PageHeader
        documentTitle="Sertifikat"
        title="Sertifikat"
        description="Sertifikat terbit otomatis saat peserta hadir. Cabut dengan alasan bila perlu, atau terbitkan ulang; halaman verifikasi publik langsung mengikuti."
      />
      <Form
        method="get"
        className="mb-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <div>
          <label htmlFor="cert-event" className={labelClass}>
            Acara
          </label>
          <select
            id="cert-event"
            name="event"
            defaultValue={eventId ?? ''}
            className={`${inputClass} mt-1.5`}
          >
            <option value="">Semua acara</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.event_title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cert-q" className={labelClass}>
            Cari pemegang
          </label>
          <input
            id="cert-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder="Nama, email, atau nomor…"
            className={`${inputClass} mt-1.5`}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Tampilkan
        </button>
      </Form>
      {certificates.data.length === 0 ? (
        <EmptyState title="Tidak ada sertifikat">Belum ada sertifikat yang cocok.</EmptyState>
      ) : (
        <DataTable
          caption="Daftar sertifikat"
          columns={[
            { label: 'Pemegang' },
            { label: 'Acara', className: 'hidden md:table-cell' },
            { label: 'Status' },
          ]}
        >
          {certificates.data.map((c) => (
            <tr key={c.id} className="border-line border-t">
              <td className={cellClass}>
                <p className="font-semibold">{c.holder_name}</p>
                <p className="text-ink-muted text-xs">{c.email}</p>
                <a
                  href={c.verify_url}
                  target="_blank"
                  rel="noreferrer"
                  className={`${linkClass} text-xs`}
                >
                  {c.number}
                </a>
              </td>
              <td className={`${cellClass} text-ink-muted hidden md:table-cell`}>
                {c.event_title}
                <span className="text-ink-subtle block text-xs">
                  Terbit {formatDate(c.issued_at)}
                </span>
              </td>
              <td className={cellClass}>
                {c.status === 'valid' ? (
                  <Badge tone="success">Berlaku</Badge>
                ) : (
                  <Badge tone="danger">Dicabut</Badge>
                )}
                {c.revoke_reason ? (
                  <p className="text-ink-muted mt-1 text-xs">{c.revoke_reason}</p>
                ) : null}
                <div className="mt-2">
                  {c.status === 'valid' ? (
                    <button
                      type="button"
                      className={`${iconButtonClass} text-danger`}
                      aria-label={`Cabut sertifikat ${c.number}`}
                      onClick={() => setRevoking(c)}
                    >
                      Cabut
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={`Terbitkan ulang sertifikat ${c.number}`}
                      onClick={() => setReissuing(c)}
                    >
                      Terbitkan ulang
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={certificates.totalRecords}
        noun="sertifikat"
        hrefFor={(p) => communityPaths.certificates({ q, event: eventId, page: p })}
      />

      <FormDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Cabut sertifikat?"
        description={
          revoking
            ? `${revoking.number} milik ${revoking.holder_name}. Halaman verifikasi akan menampilkan alasan ini.`
            : ''
        }
        busy={busy}
        onInput={forgetChangedField}
        saveLabel="Cabut sertifikat"
        cancelable
        onSubmit={async (form) => {
          if (!revoking) return;
          const reason = text(form, 'reason');
          const done = await run(
            () => adminApi.revokeCertificate({ body: { id: revoking.id, reason } }),
            'Sertifikat dicabut',
          );
          if (done) {
            setRevoking(null);
            await revalidator.revalidate();
          }
        }}
      >
        <TextArea
          name="reason"
          label="Alasan pencabutan"
          rows={3}
          required
          maxLength={500}
          error={errors.reason}
        />
      </FormDialog>
      <ConfirmDialog
        open={reissuing !== null}
        onOpenChange={(open) => !open && setReissuing(null)}
        title="Terbitkan ulang sertifikat?"
        description={
          reissuing
            ? `${reissuing.number} milik ${reissuing.holder_name} kembali berlaku dengan kode dan nomor yang sama.`
            : ''
        }
        confirmLabel="Terbitkan ulang"
        busy={busy}
        onConfirm={async () => {
          if (!reissuing) return;
          const done = await run(
            () => adminApi.reissueCertificate({ body: { id: reissuing.id } }),
            'Sertifikat diterbitkan ulang',
          );
          setReissuing(null);
          if (done) await revalidator.revalidate();
        }}
      />
    </div>
  );
}
