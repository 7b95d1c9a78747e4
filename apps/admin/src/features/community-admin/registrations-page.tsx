import { whileSending } from '@sbc/ui/while-sending';
import type { EventRegistrationRow } from '@sbc/contract';
import { formatDateTime } from '@sbc/format/date';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge, type BadgeTone } from '../../components/badge';
import { DownloadButton } from '../../components/download-button';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs, filterTabs } from '../../components/filter-tabs';
import { UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { secondaryButtonClass } from '../../components/styles';
import { DataTable, cellClass } from '../../components/data-table';
import { adminApi } from '../../lib/api';
import { expectFile } from '../../lib/download';
import { iconButtonClass, useApiAction } from './form-kit';
import { PER_PAGE, type registrationsLoader } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof registrationsLoader>>;

const STATUS: Record<EventRegistrationRow['status'], { label: string; tone: BadgeTone }> = {
  registered: { label: 'Terdaftar', tone: 'success' },
  pending_payment: { label: 'Menunggu pembayaran', tone: 'warning' },
  cancelled: { label: 'Dibatalkan', tone: 'neutral' },
};
const FILTERS = {
  all: 'Semua',
  registered: 'Terdaftar',
  pending_payment: 'Menunggu bayar',
  cancelled: 'Dibatalkan',
} as const;

/** `/admin/community/events/:id/registrations`: who registered, export, cancel (frees the seat). */
export function RegistrationsPage() {
  const { event, registrations, q, page, status } = useLoaderData<Data>();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [cancelling, setCancelling] = useState<EventRegistrationRow | null>(null);
  const keepStatus = status === 'all' ? undefined : status;
  return (
    <div>
      <PageHeader
        documentTitle={`Pendaftar ${event.event_title}`}
        title={`Pendaftar: ${event.event_title}`}
        back={{ to: communityPaths.event(event.id), label: 'Kembali ke acara' }}
        description={`${event.participant_count} kursi terisi${event.seats === null ? '' : ` dari ${event.seats}`}. Pendaftaran ${event.registration_setting ? 'dibuka' : 'ditutup'}.`}
        actions={
          <>
            <button
              type="button"
              className={secondaryButtonClass}
              {...whileSending(busy, async () => {
                const open = !event.registration_setting;
                const done = await run(
                  () => adminApi.setEventRegistrationOpen({ body: { id: event.id, open } }),
                  open ? 'Pendaftaran dibuka' : 'Pendaftaran ditutup',
                );
                if (done) await revalidator.revalidate();
              })}
            >
              {event.registration_setting ? 'Tutup pendaftaran' : 'Buka pendaftaran'}
            </button>
            <DownloadButton
              fallbackName={`pendaftar-${event.event_slug}.xlsx`}
              download={() =>
                expectFile(adminApi.exportEventRegistrations({ body: { event_id: event.id } }))
              }
            >
              Unduh Excel
            </DownloadButton>
          </>
        }
      />
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label="Saring pendaftar"
          tabs={filterTabs(FILTERS, status, (value) =>
            communityPaths.registrations(event.id, { q, status: value }),
          )}
        />
        <SearchForm
          defaultValue={q}
          label="Cari pendaftar"
          placeholder="Cari nama, email, atau kode…"
          keep={{ status: keepStatus }}
        />
      </div>
      {registrations.data.length === 0 ? (
        <EmptyState title="Belum ada pendaftar" icon={<UsersIcon />}>
          {q ? `Tidak ada pendaftar yang cocok dengan “${q}”.` : 'Pendaftar akan tampil di sini.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Daftar pendaftar"
          columns={[
            { label: 'Pendaftar' },
            { label: 'Waktu daftar', className: 'hidden md:table-cell' },
            { label: 'Status' },
          ]}
        >
          {registrations.data.map((r) => (
            <tr key={r.registration_id} className="border-line border-t">
              <td className={cellClass}>
                <p className="text-ink font-semibold">{r.name}</p>
                <p className="text-ink-muted">
                  <EmailText email={r.email} />
                </p>
                <p className="text-ink-subtle text-xs">
                  {r.code} · {r.is_member ? 'Anggota' : 'Umum'}
                </p>
              </td>
              <td className={`${cellClass} text-ink-muted hidden whitespace-nowrap md:table-cell`}>
                {formatDateTime(r.registered_at)}
              </td>
              <td className={cellClass}>
                <div className="flex flex-wrap gap-1.5">
                  <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
                  {r.present ? <Badge tone="brand">Hadir</Badge> : null}
                </div>
                <div className="mt-2">
                  {r.status !== 'cancelled' && !r.present ? (
                    <button
                      type="button"
                      className={`${iconButtonClass} text-danger`}
                      aria-label={`Batalkan pendaftaran ${r.name}`}
                      onClick={() => setCancelling(r)}
                    >
                      Batalkan
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={registrations.totalRecords}
        noun="pendaftar"
        hrefFor={(p) => communityPaths.registrations(event.id, { q, page: p, status: keepStatus })}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title="Batalkan pendaftaran?"
        description={
          cancelling
            ? `Pendaftaran ${cancelling.name} (${cancelling.email}) dibatalkan dan kursinya dikembalikan.`
            : ''
        }
        confirmLabel="Batalkan pendaftaran"
        busy={busy}
        onConfirm={async () => {
          if (!cancelling) return;
          const done = await run(
            () =>
              adminApi.cancelEventRegistration({
                body: { registration_id: cancelling.registration_id },
              }),
            'Pendaftaran dibatalkan',
          );
          setCancelling(null);
          if (done) await revalidator.revalidate();
        }}
      />
    </div>
  );
}
