import { formatDate } from '@sbc/format/date';
import { useLoaderData } from 'react-router';
import { Badge } from '../../components/badge';
import { DownloadButton } from '../../components/download-button';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs } from '../../components/filter-tabs';
import { UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { DataTable, cellClass } from '../../components/data-table';
import { paths } from '../../config/paths';
import { adminApi } from '../../lib/api';
import { expectFile } from '../../lib/download';
import { SUBSCRIBER_LABELS } from './labels';
import { SUBSCRIBER_FILTERS, SUBSCRIBERS_PER_PAGE, type SubscribersLoaderData } from './subscribers-route';

const TONES = { active: 'success', pending: 'warning', unsubscribed: 'neutral' } as const;

/** `/admin/content/subscribers`: who receives the newsletter, with an Excel export. */
export function SubscribersPage() {
  const { subscribers, q, page, status } = useLoaderData<SubscribersLoaderData>();
  const filter = status === 'all' ? undefined : status;
  const tabs = SUBSCRIBER_FILTERS.map((s) => ({
    label: s === 'all' ? 'Semua' : SUBSCRIBER_LABELS[s],
    shortLabel: s === 'pending' ? 'Menunggu' : undefined,
    to: paths.contentSubscribers.href({ q, status: s === 'all' ? undefined : s }),
    isActive: status === s,
  }));
  return (
    <div>
      <PageHeader
        documentTitle="Pelanggan Newsletter"
        title="Pelanggan Newsletter"
        description="Pelanggan aktif sudah mengonfirmasi email mereka."
        actions={
          <DownloadButton
            download={() => expectFile(adminApi.exportSubscribers({ body: { q, status: filter } }))}
            fallbackName="pelanggan-newsletter.xlsx"
          >
            Unduh Excel
          </DownloadButton>
        }
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchForm defaultValue={q} label="Cari pelanggan" placeholder="Cari email atau nama…" keep={{ status: filter }} />
        <FilterTabs label="Status pelanggan" tabs={tabs} />
      </div>
      {subscribers.data.length === 0 ? (
        <EmptyState title="Tidak ada pelanggan" icon={<UsersIcon />}>
          {q ? `Tidak ada pelanggan yang cocok dengan “${q}”.` : 'Belum ada pelanggan dengan status ini.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Daftar pelanggan newsletter"
          columns={[
            { label: 'Pelanggan' },
            { label: 'Status' },
            { label: 'Mendaftar', className: 'hidden sm:table-cell' },
          ]}
        >
          {subscribers.data.map((s) => (
            <tr key={s.id} className="border-line border-t">
              <td className={cellClass}>
                <p className="text-ink font-semibold">
                  <EmailText email={s.email} />
                </p>
                <p className="text-ink-muted">{`${s.first_name} ${s.last_name}`.trim() || '—'}</p>
              </td>
              <td className={cellClass}>
                <Badge tone={TONES[s.status]}>{SUBSCRIBER_LABELS[s.status]}</Badge>
              </td>
              <td className={`${cellClass} text-ink-muted hidden whitespace-nowrap sm:table-cell`}>{formatDate(s.created_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={page}
        perPage={SUBSCRIBERS_PER_PAGE}
        total={subscribers.totalRecords}
        noun="pelanggan"
        hrefFor={(p) => paths.contentSubscribers.href({ q, page: p, status: filter })}
      />
    </div>
  );
}
