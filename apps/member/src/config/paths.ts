/** Every page of the member area: `path` for the router, `href` to link to it. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: (search = '') => `/login${search}` },
  register: { path: '/register', href: (search = '') => `/register${search}` },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  logout: { path: '/logout', href: () => '/logout' },
  course: {
    path: '/kelas/:slug',
    /** A course, optionally at one lesson (`?pertemuan=<id>`). */
    href: (slug: string, lessonId?: number) =>
      `/kelas/${encodeURIComponent(slug)}${lessonId === undefined ? '' : `?pertemuan=${lessonId}`}`,
  },
} as const;
