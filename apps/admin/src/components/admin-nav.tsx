import { NavLink } from 'react-router';
import { paths } from '../config/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 ${isActive ? 'bg-white/15' : ''}`;

/** The admin bar of SPEC section 2: Home and Presensi, and Logout only when logged in. */
export function AdminNav({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <nav aria-label="Navigasi admin">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={paths.home.href()} end className={linkClass}>
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.presence.href()} className={linkClass}>
            Presensi
          </NavLink>
        </li>
        {isLoggedIn && (
          <li>
            <NavLink to={paths.logout.href()} className={linkClass}>
              Logout
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
