import { BLOG_SECTIONS, CATALOGUE_CATEGORY } from '../lib/blog-sections';

/** The public navbar's items (SPEC section 2), in order. */
export interface NavLink {
  label: string;
  to: string;
}

/** A dropdown: a button that opens a list of links. */
export interface NavGroup {
  label: string;
  items: readonly NavLink[];
}

/** The Blog item: a link to /blog that also opens the blog mega menu. */
export interface NavMegaMenu {
  label: string;
  to: string;
  mega: 'blog';
}

export type NavItem = NavLink | NavGroup | NavMegaMenu;

export const mainNavigation: readonly NavItem[] = [
  { label: 'Beranda', to: '/' },
  {
    label: 'Tentang Kami',
    items: [
      { label: 'Tentang Kami', to: '/tentang-kami' },
      { label: 'Anggota Dewan Syuro', to: '/dewan-syuro' },
      { label: 'Pengurus Nasional SBC', to: '/pengurus-nasional' },
      // SPEC section 2: the chapter boards are the #chapter part of the national board page.
      { label: 'Pengurus Chapter SBC', to: '/pengurus-nasional#chapter' },
      { label: 'Informasi Chapter SBC', to: '/informasi-chapter' },
    ],
  },
  { label: 'Galeri Kegiatan', to: '/galeri-kegiatan' },
  { label: 'Event', to: '/event' },
  { label: 'Blog', to: '/blog', mega: 'blog' },
  { label: 'Hubungi Kami', to: '/hubungi-kami' },
];

/** The blog's three sections, as the mega menu lists them. */
export const blogSectionLinks: readonly NavLink[] = BLOG_SECTIONS.map((section) => ({
  label: section.title,
  to: `/blog/${section.slug}`,
}));

export const blogExploreLinks: readonly NavLink[] = [
  { label: 'Semua Artikel', to: '/blog' },
  { label: 'Katalog Penyakit', to: `/blog/category/${CATALOGUE_CATEGORY}` },
  { label: 'Tag', to: '/tag' },
];

/** Opens the member area (the `/login` route redirects to the member host). */
export const loginLink: NavLink = { label: 'Login/Daftar', to: '/login' };

/** Where the member menu's "Keluar" goes: clears the cookies, then logs out on the member host. */
export const DISCONNECT_PATH = '/disconnect-member';

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}

export function isNavMegaMenu(item: NavItem): item is NavMegaMenu {
  return 'mega' in item;
}
