import type { Category } from '@sbc/contract';
import { STICKY_NAVBAR_OFFSET_PX } from '@sbc/format/constants';
import { cx } from '@sbc/ui/class-names';
import { Logo } from '@sbc/ui/logo';
import { useState } from 'react';
import { Link, NavLink, useLocation, type Location } from 'react-router';
import { BlogMegaMenu } from './header/blog-mega-menu';
import { MemberMenu } from './header/member-menu';
import { NavDisclosure } from './header/nav-disclosure';
import { SearchBox } from './header/search-box';
import { type HeaderTone } from './header/tone';
import { useScrolledPast } from './header/use-scrolled-past';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { isNavGroup, isNavMegaMenu, mainNavigation, type NavItem } from './navigation';

const MENU_ID = 'menu-utama';

// Between 769 and 1023 px every item must still fit on one line: smaller text, tighter padding.
const itemClass =
  'flex items-center gap-0.5 rounded-md px-3 py-2 text-[0.9375rem] font-medium whitespace-nowrap transition-colors hover:bg-current/10 aria-[current=page]:bg-current/10 navbar:px-1 navbar:text-[0.8125rem] lg:gap-1 lg:px-3 lg:text-[0.9375rem]';

const dropdownLinkClass =
  'text-ink hover:bg-brand-50 hover:text-brand block rounded-md px-3 py-2 text-sm font-medium';

// Dropdown panels are white at every width: focus rings go back to brand blue inside them.
const panelBase = 'animate-fade-in [--focus-ring:var(--color-focus)]';
const dropdownPanelClass = cx(
  panelBase,
  'max-navbar:border-brand-100 max-navbar:ml-3 max-navbar:border-l-2 max-navbar:pl-2',
  'navbar:bg-surface navbar:ring-line navbar:absolute navbar:top-full navbar:left-0 navbar:z-50 navbar:mt-1 navbar:w-64 navbar:rounded-xl navbar:p-2 navbar:shadow-lg navbar:ring-1',
);
const megaPanelClass = cx(
  panelBase,
  'max-navbar:border-brand-100 max-navbar:ml-3 max-navbar:border-l-2 max-navbar:py-1',
  'navbar:bg-surface navbar:ring-line navbar:absolute navbar:inset-x-4 navbar:top-full navbar:z-50 navbar:mt-1 navbar:rounded-xl navbar:p-5 navbar:shadow-lg navbar:ring-1',
);

export interface SiteHeaderProps {
  /** Reading categories for the Blog mega menu (`listCategories`). */
  categories: readonly Category[];
  /** Origin of the member area, for the member menu's "Area Anggota". */
  memberUrl: string;
}

function NavEntry({ item, categories }: { item: NavItem; categories: readonly Category[] }) {
  if (isNavGroup(item)) {
    return (
      <NavDisclosure
        panelId="submenu-tentang-kami"
        button={
          <>
            {item.label}
            <ChevronDownIcon className="h-4 w-4" />
          </>
        }
        buttonClassName={cx(itemClass, 'w-full justify-between navbar:w-auto')}
        panelClassName={dropdownPanelClass}
      >
        <ul>
          {item.items.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={dropdownLinkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </NavDisclosure>
    );
  }
  if (isNavMegaMenu(item)) {
    return (
      <NavDisclosure
        className="max-navbar:flex-wrap flex items-center"
        panelId="submenu-blog"
        before={
          <NavLink to={item.to} className={cx(itemClass, 'navbar:pr-0.5 lg:pr-1')}>
            {item.label}
          </NavLink>
        }
        button={<ChevronDownIcon className="h-4 w-4" />}
        buttonLabel={`Submenu ${item.label}`}
        buttonClassName="ml-auto inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors hover:bg-current/10 navbar:ml-0 navbar:w-5 lg:w-6"
        panelClassName={cx(megaPanelClass, 'basis-full')}
      >
        <BlogMegaMenu categories={categories} />
      </NavDisclosure>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} className={itemClass}>
      {item.label}
    </NavLink>
  );
}

/**
 * The public navbar (SPEC section 2): brand blue with white text at the top of the page, white
 * with dark text and fixed once the page is scrolled 80 px (STICKY_NAVBAR_OFFSET_PX). At 768 px
 * and below the links fold into a hamburger menu that closes on every route change.
 */
export function SiteHeader({ categories, memberUrl }: SiteHeaderProps) {
  const scrolled = useScrolledPast(STICKY_NAVBAR_OFFSET_PX);
  const tone: HeaderTone = scrolled ? 'light' : 'dark';
  // Open for the location it was opened on: every navigation, Back included (a new location
  // with an old key), closes it.
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<Location | null>(null);
  const menuOpen = menuOpenAt === location;

  return (
    // Keeps the bar's height in the page while the bar itself is fixed, so nothing jumps.
    <div className="h-16">
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpenAt(null);
          // Focus inside the closing menu goes back to its button, not to the page's start.
          event.currentTarget.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
        }}
        className={cx(
          'inset-x-0 top-0 z-50 h-16 transition-colors duration-200',
          scrolled
            ? 'bg-surface text-ink fixed shadow-md'
            : 'focus-inverse bg-brand text-ink-inverse relative',
        )}
      >
        <div className="relative mx-auto flex h-full max-w-6xl items-center gap-1 px-4 lg:gap-3">
          <Link to="/" className="shrink-0 rounded-md" aria-label="SBC, ke beranda">
            <Logo tone={scrolled ? 'brand' : 'inverse'} label="" className="h-8 w-auto lg:h-9" />
          </Link>

          {/* Before the menu it opens, so Tab goes from it into the menu (shown last, at the right). */}
          <button
            type="button"
            className="navbar:hidden order-last inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-current/10"
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Tutup menu' : 'Buka menu'}
            onClick={() => setMenuOpenAt(menuOpen ? null : location)}
          >
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>

          <nav aria-label="Navigasi utama" className="min-w-0 flex-1">
            <div
              id={MENU_ID}
              className={cx(
                'max-navbar:bg-surface max-navbar:text-ink max-navbar:border-line max-navbar:absolute max-navbar:inset-x-0 max-navbar:top-full max-navbar:max-h-[calc(100dvh-4rem)] max-navbar:overflow-y-auto max-navbar:border-t max-navbar:px-4 max-navbar:py-3 max-navbar:shadow-lg max-navbar:[--focus-ring:var(--color-focus)]',
                !menuOpen && 'max-navbar:hidden',
              )}
            >
              <ul className="navbar:flex-row navbar:items-center navbar:justify-end navbar:gap-0 flex flex-col gap-1">
                {mainNavigation.map((item) => (
                  <li key={item.label} className={isNavMegaMenu(item) ? undefined : 'relative'}>
                    <NavEntry item={item} categories={categories} />
                  </li>
                ))}
              </ul>
            </div>
          </nav>

          <SearchBox tone={tone} />
          <MemberMenu memberUrl={memberUrl} tone={tone} />
        </div>
      </header>
    </div>
  );
}
