import { type ReactNode } from 'react';
import { ShowMoreList } from '../../components/show-more';
import { CalendarIcon } from '../../components/icons';
import { eventsUrl } from '../../lib/links';
import { splitEvents } from '../../lib/my-events';
import { type MyEvent } from '../../lib/report-types';
import { nowSeconds } from '../../lib/now';
import { ActivityCard, EmptyState } from './activity-card';
import { DeferredList } from './deferred-list';
import { EventItem } from './event-item';

const listClass = 'divide-line divide-y';

function GroupHeading({ children }: { children: string }) {
  return (
    <h3 className="text-ink-subtle border-line border-b pb-2 text-xs font-semibold tracking-wide uppercase">
      {children}
    </h3>
  );
}

function EventLists({ events }: { events: MyEvent[] }) {
  if (events.length === 0) {
    return (
      <EmptyState
        text="Anda belum terdaftar di event apa pun."
        cta="Lihat event SBC"
        href={eventsUrl()}
      />
    );
  }
  const { ongoing, upcoming, cancelled, past } = splitEvents(events, nowSeconds());
  return (
    <div className="space-y-6">
      {ongoing.length > 0 ? (
        <EventGroup title="Sedang berlangsung" items={ongoing} limit={4} />
      ) : null}
      <EventGroup
        title="Akan datang"
        items={upcoming}
        limit={4}
        empty={
          <p className="text-ink-muted py-4 text-sm">
            Tidak ada event mendatang.{' '}
            <a
              href={eventsUrl()}
              className="text-brand-700 font-semibold underline underline-offset-4"
            >
              Cari event
            </a>
          </p>
        }
      />
      {cancelled.length > 0 ? <EventGroup title="Dibatalkan" items={cancelled} limit={3} /> : null}
      {past.length > 0 ? <EventGroup title="Sudah berlalu" items={past} limit={3} isPast /> : null}
    </div>
  );
}

/** One group of the member's events under its heading with its count, or `empty` when it has none. */
function EventGroup({
  title,
  items,
  limit,
  isPast = false,
  empty = null,
}: {
  title: string;
  items: MyEvent[];
  limit: number;
  isPast?: boolean;
  empty?: ReactNode;
}) {
  return (
    <div>
      <GroupHeading>{`${title} (${items.length})`}</GroupHeading>
      {items.length > 0 ? (
        <ShowMoreList
          items={items}
          limit={limit}
          itemKey={(e) => e.registration.registration_id}
          className={listClass}
          renderItem={(e) => <EventItem item={e} isPast={isPast} />}
        />
      ) : (
        empty
      )}
    </div>
  );
}

/**
 * "Event Saya": the member's registrations, those under way first, then upcoming, then cancelled
 * ones of events not yet over (counted apart: the member will not attend them), then past ones.
 */
export function MyEventsSection({ events }: { events: Promise<MyEvent[]> }) {
  return (
    <ActivityCard id="event-saya" title="Event Saya" Icon={CalendarIcon}>
      <DeferredList resolve={events} label="event Anda">
        {(list) => <EventLists events={list} />}
      </DeferredList>
    </ActivityCard>
  );
}
