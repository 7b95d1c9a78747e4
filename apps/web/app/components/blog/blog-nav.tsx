import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BLOG_SECTIONS, CATALOGUE_CATEGORY } from '../../lib/blog-sections';

const LINKS = [
  { to: '/blog', label: 'Semua Artikel', end: true },
  ...BLOG_SECTIONS.map((s) => ({ to: `/blog/${s.slug}`, label: s.title, end: false })),
  { to: '/blog/category', label: 'Kategori', end: true },
  { to: `/blog/category/${CATALOGUE_CATEGORY}`, label: 'Katalog Penyakit', end: false },
  { to: '/tag', label: 'Tag', end: false },
];

/**
 * The blog's own menu: all posts, the three sections, categories, the catalogue and tags.
 * On narrow screens it scrolls sideways, brought round so the current entry is in view.
 */
export function BlogNav() {
  const scroller = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = scroller.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && active) nav.scrollLeft = Math.max(0, active.offsetLeft - 16);
  }, [pathname]);
  return (
    <nav ref={scroller} aria-label="Menu blog" className="relative -mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex w-max gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
                  isActive
                    ? 'text-brand-900 bg-white shadow-sm'
                    : 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
