/** Query of a list page: search text and 1-based page, both optional in the URL. */
export type ListQuery = {
  q?: string;
  page?: number;
};

/** `?q=…&page=…` without empty or first-page values, so links stay short and stable. */
export function listSearch(query: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const segment = (slug: string) => encodeURIComponent(slug);

/**
 * Every page of the admin console. `path` is the router path below the `/admin` basename,
 * `href` builds the link to it (also without the basename: the router adds it).
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  logout: { path: '/logout', href: () => '/logout' },
  presence: {
    path: '/presence',
    href: (query: ListQuery & { when?: string } = {}) => `/presence${listSearch(query)}`,
  },
  presenceEvent: {
    path: '/presence/:slug',
    href: (slug: string, query: ListQuery & { status?: string } = {}) =>
      `/presence/${segment(slug)}${listSearch(query)}`,
  },
  courses: {
    path: '/presence/course',
    href: (query: ListQuery = {}) => `/presence/course${listSearch(query)}`,
  },
  course: {
    path: '/presence/course/:slug',
    href: (slug: string, query: { lesson?: number; q?: string } = {}) =>
      `/presence/course/${segment(slug)}${listSearch(query)}`,
  },
  members: {
    path: '/members',
    href: (query: ListQuery = {}) => `/members${listSearch(query)}`,
  },
  outbox: {
    path: '/outbox',
    href: (query: ListQuery = {}) => `/outbox${listSearch(query)}`,
  },
  account: { path: '/account', href: () => '/account' },
  /** Site-wide content: the pages below it are declared in features/content/routes.tsx. */
  content: {
    path: '/content',
    href: (query: ListQuery & { category?: number; type?: string; state?: string } = {}) =>
      `/content${listSearch(query)}`,
  },
  contentArticleNew: { path: '/content/articles/new', href: () => '/content/articles/new' },
  contentArticle: { path: '/content/articles/:id', href: (id: number) => `/content/articles/${id}` },
  contentTaxonomy: { path: '/content/taxonomy', href: () => '/content/taxonomy' },
  contentSiteInfo: { path: '/content/site-info', href: () => '/content/site-info' },
  contentComments: {
    path: '/content/comments',
    href: (query: ListQuery & { status?: string } = {}) => `/content/comments${listSearch(query)}`,
  },
  contentInbox: {
    path: '/content/inbox',
    href: (query: ListQuery & { box?: string; status?: string } = {}) =>
      `/content/inbox${listSearch(query)}`,
  },
  contentSubscribers: {
    path: '/content/subscribers',
    href: (query: ListQuery & { status?: string } = {}) => `/content/subscribers${listSearch(query)}`,
  },
  /** Events, courses, gallery, boards and chapters: declared in features/community-admin/routes.tsx. */
  community: { path: '/community', href: () => '/community' },
  audit: {
    path: '/audit',
    href: (query: ListQuery & { entity?: string; admin?: number } = {}) => `/audit${listSearch(query)}`,
  },
} as const;

/** The router's basename: the console lives under /admin on its own origin. */
export const BASENAME = '/admin';
