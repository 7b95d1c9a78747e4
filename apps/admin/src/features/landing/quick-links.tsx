import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRightIcon,
  BookIcon,
  CalendarIcon,
  KeyIcon,
  MailIcon,
  UsersIcon,
} from '../../components/icons';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { type ConsoleArea, canOpen } from '../../lib/roles';
import { useAdminProfile } from '../../lib/profile';

interface QuickLink {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  area: ConsoleArea;
}

const LINKS: readonly QuickLink[] = [
  {
    to: paths.presence.href(),
    title: 'Presensi Event',
    text: 'Catat kehadiran peserta event dan unduh rekap Excel.',
    icon: <CalendarIcon />,
    area: 'presence',
  },
  {
    to: paths.courses.href(),
    title: 'Presensi Kelas',
    text: 'Catat kehadiran anggota per pertemuan kelas.',
    icon: <BookIcon />,
    area: 'presence',
  },
  {
    to: paths.members.href(),
    title: 'Anggota',
    text: 'Cari anggota dan lihat status keanggotaannya.',
    icon: <UsersIcon />,
    area: 'members',
  },
  {
    to: paths.outbox.href(),
    title: 'Email Keluar',
    text: 'Baca email yang dikirim situs dan buka tautannya.',
    icon: <MailIcon />,
    area: 'outbox',
  },
  {
    to: paths.account.href(),
    title: 'Akun',
    text: 'Lihat profil dan ganti kata sandi Anda.',
    icon: <KeyIcon />,
    area: 'account',
  },
];

/** Shortcuts to every part of the console the admin's role may open. */
export function QuickLinks() {
  const role = useAdminProfile()?.profile.role;
  return (
    <section aria-labelledby="quick-links-heading">
      <h2 id="quick-links-heading" className="text-brand-900 mb-3 text-lg font-bold">
        Menu cepat
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.filter((link) => canOpen(role, link.area)).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`${cardClass} group hover:ring-brand-300 flex h-full items-start gap-4 p-4 transition hover:shadow-md`}
            >
              <span className="bg-brand-50 text-brand-700 flex size-11 shrink-0 items-center justify-center rounded-xl">
                {link.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="text-brand-900 flex items-center gap-1 font-semibold">
                  {link.title}
                  <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5" />
                </span>
                <span className="text-ink-muted mt-0.5 block text-sm">{link.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
