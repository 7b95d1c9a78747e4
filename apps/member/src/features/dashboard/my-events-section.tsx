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
  const { ongoing, upcoming, past } = splitEvents(events, nowSeconds());
  const key = (e: MyEvent) => e.registration.registration_id;
  return (
    <div className="space-y-6">
      {ongoing.length > 0 ? (
        <div>
          <GroupHeading>{`Sedang berlangsung (${ongoing.length})`}</GroupHeading>
          <ShowMoreList
            items={ongoing}
            limit={4}
            itemKey={key}
            className={listClass}
            renderItem={(e) => <EventItem item={e} isPast={false} />}
          />
        </div>
      ) : null}
      <div>
        <GroupHeading>{`Akan datang (${upcoming.length})`}</GroupHeading>
        {upcoming.length > 0 ? (
          <ShowMoreList
            items={upcoming}
            limit={4}
            itemKey={key}
            className={listClass}
            renderItem={(e) => <EventItem item={e} isPast={false} />}
          />
        ) : (
          <p className="text-ink-muted py-4 text-sm">
            Tidak ada event mendatang.{' '}
            <a
              href={eventsUrl()}
              className="text-brand-700 font-semibold underline underline-offset-4"
            >
              Cari event
            </a>
          </p>
        )}
      </div>
      {past.length > 0 ? (
        <div>
          <GroupHeading>{`Sudah berlalu (${past.length})`}</GroupHeading>
          <ShowMoreList
            items={past}
            limit={3}
            itemKey={key}
            className={listClass}
            renderItem={(e) => <EventItem item={e} isPast />}
          />
        </div>
      ) : null}
    </div>
  );
}

/** "Event Saya": the member's registrations, those under way first, then upcoming, then past ones. */
export function MyEventsSection({ events }: { events: Promise<MyEvent[]> }) {
  return (
    <ActivityCard id="event-saya" title="Event Saya" Icon={CalendarIcon}>
      <DeferredList resolve={events} label="event Anda">
        {(list) => <EventLists events={list} />}
      </DeferredList>
    </ActivityCard>
  );
}
