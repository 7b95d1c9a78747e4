import { type DashboardActivity } from './dashboard-loader';
import { MyCertificatesSection } from './my-certificates-section';
import { MyCoursesSection } from './my-courses-section';
import { MyEventsSection } from './my-events-section';
import { MyOrdersSection } from './my-orders-section';

/** Event Saya, Sertifikat Saya, Pesanan Saya and Kelas Saya, each loading on its own. */
export function ActivitySections({ activity }: { activity: DashboardActivity }) {
  return (
    <div className="space-y-6">
      <MyEventsSection events={activity.events} />
      <MyCoursesSection courses={activity.courses} />
      <MyCertificatesSection certificates={activity.certificates} />
      <MyOrdersSection orders={activity.orders} />
    </div>
  );
}
