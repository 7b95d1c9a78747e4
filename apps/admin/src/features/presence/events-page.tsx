import { useLoaderData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs, filterTabs } from '../../components/filter-tabs';
import { CalendarIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { PresenceTabs } from '../../components/presence-tabs';
import { SearchForm } from '../../components/search-form';
import { paths } from '../../config/paths';
import { EventCard } from './event-card';
import { EVENTS_PER_PAGE, type EventsLoaderData, type WhenFilter } from './events-loader';

const WHEN_LABELS: Record<WhenFilter, string> = {
  all: 'Semua',
  upcoming: 'Akan datang',
  past: 'Selesai',
};

/** `/admin/presence`: the events to take presence at, with their attendance so far. */
export function EventsPage() {
  const { events, q, when, page } = useLoaderData<EventsLoaderData>();
  const whenParam = when === 'all' ? undefined : when;
  return (
    <div>
      <PresenceTabs />
      <PageHeader
        documentTitle="Presensi Event"
        title="Presensi Event"
        description="Pilih event untuk mencatat kehadiran peserta dan mengunduh rekapnya."
      />
      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchForm
          defaultValue={q}
          label="Cari event"
          placeholder="Cari judul event…"
          keep={{ when: whenParam }}
        />
        <FilterTabs
          label="Waktu event"
          tabs={filterTabs(WHEN_LABELS, when, (value) => paths.presence.href({ q, when: value }))}
        />
      </div>
      {events.data.length === 0 ? (
        <EmptyState title="Tidak ada event" icon={<CalendarIcon />}>
          {q ? `Tidak ada event yang cocok dengan “${q}”.` : 'Belum ada event pada pilihan ini.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {events.data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        perPage={EVENTS_PER_PAGE}
        total={events.totalRecords}
        noun="event"
        hrefFor={(p) => paths.presence.href({ q, when: whenParam, page: p })}
      />
    </div>
  );
}
