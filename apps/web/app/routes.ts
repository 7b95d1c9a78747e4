import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // Every public page inside the site's frame (header, alert banner, footer).
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),

    // --- About the community: tentang kami, boards, chapters ---

    // --- Blog, tags, catalogue ---
  ]),

  // --- SEO files: sitemap, robots, feeds ---

  // --- Member connection (token link from the member host) ---

  // Paths owned by other apps (ARCHITECTURE section 2). A splat also matches the bare prefix (`/admin`).
  route('admin/*', 'routes/redirects/admin.ts'),
  route('mobile/*', 'routes/redirects/webview.ts', { id: 'redirects/mobile' }),
  route('order/*', 'routes/redirects/webview.ts', { id: 'redirects/order' }),
  route('login', 'routes/redirects/login.ts'),

  // Everything else: the not-found page with HTTP 404.
  route('*', 'routes/system/not-found.tsx'),
] satisfies RouteConfig;
