/** The public navbar's items (SPEC section 2), in order. */
export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const mainNavigation: readonly NavItem[] = [
  { label: 'Beranda', to: '/' },
  {
    label: 'Tentang Kami',
    items: [
      { label: 'Tentang Kami', to: '/tentang-kami' },
      { label: 'Anggota Dewan Syuro', to: '/dewan-syuro' },
      { label: 'Pengurus Nasional SBC', to: '/pengurus-nasional' },
      { label: 'Pengurus Chapter SBC', to: '/pengurus-chapter' },
      { label: 'Informasi Chapter SBC', to: '/informasi-chapter' },
    ],
  },
  { label: 'Galeri Kegiatan', to: '/galeri-kegiatan' },
  { label: 'Event', to: '/event' },
  { label: 'Blog', to: '/blog' },
  { label: 'Hubungi Kami', to: '/hubungi-kami' },
];

/** Opens the member area (the `/login` route redirects to the member host). */
export const loginLink: NavLink = { label: 'Login/Daftar', to: '/login' };

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}
