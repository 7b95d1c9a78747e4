import { Logo } from '@sbc/ui/logo';
import { Link } from 'react-router';
import { isNavGroup, loginLink, mainNavigation, type NavGroup, type NavLink } from './navigation';

const itemClass = 'block rounded-md px-3 py-2 font-medium hover:bg-white/10';

/**
 * The public navbar as plain links (SPEC section 2). The dropdown opens on hover and on
 * keyboard focus with CSS only; sticky-on-scroll and the mobile menu come with the full navbar.
 */
export function SiteHeader() {
  return (
    <header className="focus-inverse bg-brand text-ink-inverse">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="shrink-0" aria-label="SBC, ke beranda">
          <Logo tone="inverse" label="" className="h-10 w-auto" />
        </Link>
        <nav aria-label="Navigasi utama" className="basis-full lg:flex-1 lg:basis-auto">
          <ul className="flex flex-wrap items-center gap-1 text-sm lg:justify-end">
            {mainNavigation.map((item) => (
              <li key={item.label} className="relative">
                {isNavGroup(item) ? <NavDropdown group={item} /> : <NavItemLink link={item} />}
              </li>
            ))}
            <li>
              {/* A document navigation: /login redirects to the member host. */}
              <a
                href={loginLink.to}
                className="text-brand hover:bg-brand-50 block rounded-full bg-white px-4 py-2 font-semibold lg:ml-2"
              >
                {loginLink.label}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavItemLink({ link }: { link: NavLink }) {
  return (
    <Link to={link.to} className={itemClass}>
      {link.label}
    </Link>
  );
}

function NavDropdown({ group }: { group: NavGroup }) {
  return (
    <div className="group">
      <button type="button" aria-haspopup="true" className={`${itemClass} flex items-center gap-1`}>
        {group.label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul className="animate-fade-in bg-surface text-ink ring-line absolute left-0 z-50 hidden min-w-60 rounded-lg py-2 shadow-lg ring-1 group-focus-within:block group-hover:block">
        {group.items.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:bg-brand-50 hover:text-brand block px-4 py-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
