/**
 * Every page of the admin console. `path` is the router path below the `/admin` basename,
 * `href` builds the link to it (also without the basename: the router adds it).
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  logout: { path: '/logout', href: () => '/logout' },
  presence: { path: '/presence', href: () => '/presence' },
} as const;

/** The router's basename: the console lives under /admin on its own origin. */
export const BASENAME = '/admin';
