import { formatDateRange } from '@sbc/format/date';
import { formatNumberId } from '@sbc/format/rupiah';
import { Link, useLoaderData } from 'react-router';
import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs, filterTabs } from '../../components/filter-tabs';
import { CalendarIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { linkClass, primaryButtonClass } from '../../components/styles';
import { DataTable, cellClass } from '../../components/data-table';
import { type eventsLoader, PER_PAGE } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof eventsLoader>>;

const FILTER_LABELS = {
  all: 'Semua',
  upcoming: 'Akan datang',
  past: 'Selesai',
  draft: 'Belum terbit',
} as const;

/** `/admin/community/events`: every event the admin may edit, newest first. */
export function EventsPage() {
  const { events, q, page, when } = useLoaderData<Data>();
  return (
    <div>
      <PageHeader
        documentTitle="Acara"
        title="Acara"
        description="Buat dan ubah acara, buka atau tutup pendaftaran, dan kelola pendaftarnya."
        actions={
          <Link to={communityPaths.newEvent()} className={primaryButtonClass}>
            Buat acara
          </Link>
        }
      />
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label="Saring acara"
          tabs={filterTabs(FILTER_LABELS, when, (value) =>
            communityPaths.events({ q, when: value }),
          )}
        />
        <SearchForm
          defaultValue={q}
          label="Cari acara"
          placeholder="Cari judul acara…"
          keep={{ when: when === 'all' ? undefined : when }}
        />
      </div>
      {events.data.length === 0 ? (
        <EmptyState title="Tidak ada acara" icon={<CalendarIcon />}>
          {q ? `Tidak ada acara yang cocok dengan “${q}”.` : 'Belum ada acara di bagian ini.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Daftar acara"
          columns={[
            { label: 'Acara' },
            { label: 'Chapter', className: 'hidden md:table-cell' },
            { label: 'Pendaftar' },
            { label: 'Dibagikan', className: 'hidden lg:table-cell' },
            { label: 'Status', className: 'hidden sm:table-cell' },
          ]}
        >
          {events.data.map((event) => (
            <tr key={event.id} className="border-line border-t">
              <td className={cellClass}>
                <Link to={communityPaths.event(event.id)} className={linkClass}>
                  {event.event_title}
                </Link>
                <p className="text-ink-muted mt-0.5">
                  {formatDateRange(event.starts_at, event.ends_at)}
                </p>
                <p className="text-ink-subtle text-xs">
                  {event.place ?? (event.online ? 'Daring' : '')}
                </p>
              </td>
              <td className={`${cellClass} text-ink-muted hidden md:table-cell`}>
                {event.chapter_name ?? 'Nasional'}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <Link to={communityPaths.registrations(event.id)} className={linkClass}>
                  {event.participant_count}
                  {event.seats === null ? '' : ` / ${event.seats}`}
                </Link>
              </td>
              <td className={`${cellClass} text-ink-muted hidden whitespace-nowrap lg:table-cell`}>
                {event.share_links === 0 ? (
                  'Belum dibagikan'
                ) : (
                  <>
                    {formatNumberId(event.share_links)} tautan
                    <span className="text-ink-subtle block text-xs">
                      dibuka {formatNumberId(event.share_visits)} orang
                    </span>
                  </>
                )}
              </td>
              <td className={`${cellClass} hidden sm:table-cell`}>
                <div className="flex flex-wrap gap-1.5">
                  {event.published ? (
                    <Badge tone="success">Terbit</Badge>
                  ) : (
                    <Badge tone="neutral">Belum terbit</Badge>
                  )}
                  {event.registration_open ? (
                    <Badge tone="brand">Pendaftaran dibuka</Badge>
                  ) : (
                    <Badge tone="warning">Pendaftaran ditutup</Badge>
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
        total={events.totalRecords}
        noun="acara"
        hrefFor={(p) =>
          communityPaths.events({ q, page: p, when: when === 'all' ? undefined : when })
        }
      />
    </div>
  );
}
