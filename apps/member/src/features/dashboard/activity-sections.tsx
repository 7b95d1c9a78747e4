import { startTransition, useState } from 'react';
import { memberApi } from '../../lib/api';
import { type MyEvent, type MyOrder } from '../../lib/report-types';
import { type DashboardActivity } from './dashboard-loader';
import { MyCertificatesSection } from './my-certificates-section';
import { MyCoursesSection } from './my-courses-section';
import { MyEventsSection } from './my-events-section';
import { MyOrdersSection } from './my-orders-section';

/**
 * The member's events as the page loaded them, or as asked again after an event order was
 * cancelled here: its registration is cancelled with it, and "Event Saya" must stop offering to
 * pay for it. The next load of the page (after saving the profile, say) brings its own list.
 */
function useMyEvents(loaded: Promise<MyEvent[]>) {
  const [reloaded, setReloaded] = useState<{
    from: Promise<MyEvent[]>;
    events: Promise<MyEvent[]>;
  } | null>(null);
  const events = reloaded?.from === loaded ? reloaded.events : loaded;
  function onOrderCancelled(order: MyOrder) {
    if (order.kind !== 'event') return;
    // A transition: the list stays on screen until the new one arrives, instead of a skeleton.
    startTransition(() => setReloaded({ from: loaded, events: memberApi.listMyEvents() }));
  }
  return { events, onOrderCancelled };
}

/** Event Saya, Sertifikat Saya, Pesanan Saya and Kelas Saya, each loading on its own. */
export function ActivitySections({ activity }: { activity: DashboardActivity }) {
  const { events, onOrderCancelled } = useMyEvents(activity.events);
  return (
    <div className="space-y-6">
      <MyEventsSection events={events} />
      <MyCoursesSection courses={activity.courses} />
      <MyCertificatesSection certificates={activity.certificates} />
      <MyOrdersSection orders={activity.orders} onOrderCancelled={onOrderCancelled} />
    </div>
  );
}
