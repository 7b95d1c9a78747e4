import { NavLink } from 'react-router';
import { cx } from '@sbc/ui/class-names';
import { paths } from '../config/paths';
import { BookIcon, CalendarIcon } from './icons';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition sm:flex-none',
    isActive ? 'bg-brand text-ink-inverse shadow-sm' : 'text-brand-800 hover:bg-brand-50',
  );

/** Switches between event presence and class presence. */
export function PresenceTabs() {
  return (
    <nav
      aria-label="Jenis presensi"
      className="bg-surface ring-line mb-6 flex gap-1 rounded-full p-1 ring-1 sm:inline-flex"
    >
      <NavLink to={paths.presence.href()} end className={tabClass}>
        <CalendarIcon className="size-4" />
        Event
      </NavLink>
      <NavLink to={paths.courses.href()} className={tabClass}>
        <BookIcon className="size-4" />
        Kelas
      </NavLink>
    </nav>
  );
}
