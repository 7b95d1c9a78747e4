import { type ComponentType } from 'react';
import { AwardIcon, BookIcon, CalendarIcon, ReceiptIcon } from '../../components/icons';
import { env } from '../../env';

interface Activity {
  id: string;
  title: string;
  Icon: ComponentType<{ className?: string }>;
  empty: string;
  cta: string;
}

/** Until their lists come from the API, each section says plainly that there is nothing yet. */
const ACTIVITIES: readonly Activity[] = [
  {
    id: 'event-saya',
    title: 'Event Saya',
    Icon: CalendarIcon,
    empty: 'Anda belum terdaftar di event apa pun.',
    cta: 'Lihat event SBC',
  },
  {
    id: 'sertifikat-saya',
    title: 'Sertifikat Saya',
    Icon: AwardIcon,
    empty: 'Belum ada sertifikat. E-sertifikat muncul di sini setelah Anda menghadiri event.',
    cta: 'Cari event untuk diikuti',
  },
  {
    id: 'pesanan-saya',
    title: 'Pesanan Saya',
    Icon: ReceiptIcon,
    empty: 'Belum ada pesanan.',
    cta: 'Lihat event berbayar',
  },
  {
    id: 'kelas-saya',
    title: 'Kelas Saya',
    Icon: BookIcon,
    empty: 'Anda belum mengikuti kelas apa pun.',
    cta: 'Jelajahi kegiatan SBC',
  },
];

/** Event Saya, Sertifikat Saya, Pesanan Saya and Kelas Saya, in their empty state. */
export function ActivitySections() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {ACTIVITIES.map((a) => (
        <section
          key={a.id}
          aria-labelledby={a.id}
          className="ring-line flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1"
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="bg-brand-50 text-brand-700 inline-flex size-10 items-center justify-center rounded-xl"
            >
              <a.Icon className="size-5" />
            </span>
            <h2 id={a.id} className="text-brand-900 text-base font-bold">
              {a.title}
            </h2>
          </div>
          <p className="text-ink-muted mt-3 flex-1 text-sm">{a.empty}</p>
          <a
            href={`${env.WEB_URL}/event`}
            className="text-brand-700 hover:text-brand-900 mt-4 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
          >
            {a.cta} <span aria-hidden="true">→</span>
          </a>
        </section>
      ))}
    </div>
  );
}
