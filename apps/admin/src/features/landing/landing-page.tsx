import { formatDayDate } from '@sbc/format/date';
import { useLoaderData } from 'react-router';
import { useAdminProfile } from '../../lib/profile';
import { nowInSeconds } from '../../lib/wib-day';
import type { LandingLoaderData } from './landing-loader';
import { QuickLinks } from './quick-links';
import { TodayAgenda } from './today-agenda';

/** `/admin/`: a greeting, today's events and lessons with their presence pages, and shortcuts. */
export function LandingPage() {
  const agenda = useLoaderData<LandingLoaderData>();
  const name = useAdminProfile()?.profile.name;
  return (
    <div className="space-y-8">
      <title>Beranda | Admin SBC</title>
      <header>
        <p className="text-brand-700 text-sm font-semibold">{formatDayDate(nowInSeconds())}</p>
        <h1 className="text-brand-900 mt-1 text-2xl font-bold md:text-3xl">
          {name ? `Selamat datang, ${name}` : 'Selamat datang di Admin SBC'}
        </h1>
        <p className="text-ink-muted mt-2 max-w-2xl">
          Catat kehadiran peserta event dan anggota kelas, lalu unduh rekapnya untuk laporan
          pengurus.
        </p>
      </header>
      <TodayAgenda {...agenda} />
      <QuickLinks />
    </div>
  );
}
