import { cx } from '@sbc/ui/class-names';
import { NavLink, Outlet } from 'react-router';
import { useAdminProfile } from '../../lib/profile';
import { revealIfCurrent } from '../../lib/reveal-current';
import { canOpen } from '../../lib/roles';
import { communityPaths } from './paths';

const TABS = [
  { label: 'Acara', to: communityPaths.events(), superOnly: false },
  { label: 'Kelas', to: communityPaths.courses(), superOnly: false },
  { label: 'Galeri', to: communityPaths.gallery(), superOnly: false },
  { label: 'Chapter & Pengurus', to: communityPaths.chapters(), superOnly: false },
  { label: 'Paket & Pesanan', to: communityPaths.orders(), superOnly: true },
  { label: 'Sertifikat', to: communityPaths.certificates(), superOnly: true },
] as const;

/**
 * `/admin/community`: the hub of events, courses, gallery, chapters and boards, and for the
 * super admin packages, orders and certificates. Tabs a role cannot use are not shown.
 */
export function CommunityLayout() {
  const role = useAdminProfile()?.profile.role;
  const tabs = TABS.filter((tab) => !tab.superOnly || canOpen(role, 'content'));
  return (
    <div>
      <p className="text-brand-700 mb-2 text-sm font-semibold tracking-wide uppercase">Komunitas</p>
      <nav
        aria-label="Bagian komunitas"
        className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <ul className="border-line flex min-w-max gap-1 border-b">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                ref={revealIfCurrent}
                className={({ isActive }) =>
                  cx(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition sm:px-4',
                    isActive
                      ? 'border-brand text-brand-900'
                      : 'text-ink-muted hover:text-brand-800 border-transparent',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
