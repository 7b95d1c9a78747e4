import type { AdminRole } from '@sbc/contract';
import { cx } from '@sbc/ui/class-names';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { type ConsoleArea, canOpen } from '../lib/roles';
import { CloseIcon, MenuIcon } from './icons';

interface NavItem {
  label: string;
  to: string;
  end?: boolean;
  area?: ConsoleArea;
}

const ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home.href(), end: true },
  { label: 'Presensi', to: paths.presence.href(), area: 'presence' },
  { label: 'Konten', to: paths.content.href(), area: 'content' },
  { label: 'Komunitas', to: paths.community.href(), area: 'community' },
  { label: 'Anggota', to: paths.members.href(), area: 'members' },
  { label: 'Email Keluar', to: paths.outbox.href(), area: 'outbox' },
  { label: 'Audit', to: paths.audit.href(), area: 'audit' },
  { label: 'Akun', to: paths.account.href(), area: 'account' },
];

const barLink = ({ isActive }: { isActive: boolean }) =>
  cx('rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10', isActive && 'bg-white/15');

const panelLink = ({ isActive }: { isActive: boolean }) =>
  cx('block rounded-lg px-4 py-3 font-medium hover:bg-white/10', isActive && 'bg-white/15');

/** Props of {@link AdminNav}. */
export interface AdminNavProps {
  isLoggedIn: boolean;
  /** The admin's role; the presence-only role does not see Anggota and Email Keluar. */
  role?: AdminRole | null;
}

/**
 * The admin bar of SPEC section 2: Home and Presensi, the pages the role may open, and Logout
 * only when logged in. Under 768 px it folds into a menu that closes on every navigation.
 */
export function AdminNav({ isLoggedIn, role }: AdminNavProps) {
  const location = useLocation();
  const here = location.pathname + location.search;
  // Open for one location only: any navigation closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === here;
  const panelId = useId();

  const items = ITEMS.filter((item) => isLoggedIn || !item.area).filter(
    (item) => !item.area || canOpen(role, item.area),
  );
  const links = (className: typeof barLink) => (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={className}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {isLoggedIn ? (
        <li>
          <NavLink to={paths.logout.href()} className={className}>
            Logout
          </NavLink>
        </li>
      ) : null}
    </>
  );

  return (
    <nav aria-label="Navigasi admin" onKeyDown={(e) => e.key === 'Escape' && setOpenAt(null)}>
      <ul className="hidden items-center gap-1 md:flex">{links(barLink)}</ul>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold hover:bg-white/10 md:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenAt(isOpen ? null : here)}
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
        Menu
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="bg-brand absolute inset-x-0 top-16 border-t border-white/15 shadow-lg md:hidden"
      >
        <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3">{links(panelLink)}</ul>
      </div>
    </nav>
  );
}
