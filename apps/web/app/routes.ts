import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // Every public page inside the site's frame (header, alert banner, footer).
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),

    // --- About the community: tentang kami, boards, chapters ---
    route('tentang-kami', 'routes/about/tentang-kami.tsx'),
    route('dewan-syuro', 'routes/about/dewan-syuro.tsx'),
    route('pengurus-nasional', 'routes/about/pengurus-nasional.tsx'),
    route('pengurus-chapter', 'routes/about/pengurus-chapter.tsx'),
    route('pengurus-chapter/:slug', 'routes/about/pengurus-chapter-detail.tsx'),
    route('informasi-chapter', 'routes/about/informasi-chapter.tsx'),

    // --- Blog, tags, catalogue ---
    // Static segments outrank `blog/:slug`, so categories and sections never reach the post route.
    route('blog', 'routes/blog/index.tsx'),
    route('blog/category', 'routes/blog/categories.tsx'),
    route('blog/category/:slug', 'routes/blog/category.tsx'),
    // Resource route for counting reads, outside-link clicks and visits (POST from the pages).
    route('blog/hitung.json', 'routes/blog/count.ts'),
    // This browser's saved posts ("Simpan artikel"); a post cannot take this permalink's place.
    route('blog/tersimpan', 'routes/blog/saved.tsx'),
    ...['dakwah-renungan', 'motivasi', 'sejarah-wawasan'].flatMap((section) => [
      route(`blog/${section}`, 'routes/blog/section.tsx', { id: `blog/section-${section}` }),
      route(`blog/${section}/:slug`, 'routes/blog/post.tsx', { id: `blog/post-${section}` }),
    ]),
    route('blog/:slug', 'routes/blog/post.tsx', { id: 'blog/post' }),
    route('tag', 'routes/blog/tags.tsx'),
    route('tag/:slug', 'routes/blog/tag.tsx'),

    // --- Events ---
    route('event', 'routes/events/index.tsx'),
    route('event/:slug', 'routes/events/detail.tsx'),
    route('ecert/v1', 'routes/ecert/find.tsx'),
    route('ecert/v1/:slug', 'routes/ecert/certificate.tsx'),

    // --- Engagement: contact, gallery, newsletter pages ---
    route('hubungi-kami', 'routes/contact/hubungi-kami.tsx'),
    route('galeri-kegiatan', 'routes/gallery/index.tsx'),
    // Static segments outrank `galeri-kegiatan/:slug`, so an album can never shadow the categories.
    route('galeri-kegiatan/category', 'routes/gallery/categories.tsx'),
    route('galeri-kegiatan/category/:slug', 'routes/gallery/category.tsx'),
    route('galeri-kegiatan/:slug', 'routes/gallery/album.tsx'),
    route('newsletter/konfirmasi', 'routes/newsletter/konfirmasi.tsx'),
    route('newsletter/berhenti', 'routes/newsletter/berhenti.tsx'),

    // Everything else: the not-found page with HTTP 404, inside the frame.
    route('*', 'routes/system/not-found.tsx'),
  ]),

  // --- Engagement actions ---
  // Resource routes the engagement widgets call with fetchers; each answers JSON, never cached.
  route('aksi/pengunjung', 'routes/engagement/visitor-session.ts'),
  route('aksi/newsletter', 'routes/engagement/newsletter.ts'),
  route('aksi/captcha', 'routes/engagement/captcha.ts'),
  route('aksi/kontak', 'routes/engagement/contact.ts'),
  route('aksi/laporan-masalah', 'routes/engagement/problem-report.ts'),
  route('aksi/komentar', 'routes/engagement/comments.ts'),
  route('aksi/rating', 'routes/engagement/rating.ts'),
  route('aksi/bookmark', 'routes/engagement/bookmark.ts'),
  route('aksi/membantu', 'routes/engagement/helpful.ts'),

  // --- Event files ---
  // The .ics download, and the JSON the event page's fetchers call (per reader, never cached).
  route('event/:slug/kalender.ics', 'routes/events/calendar.ts'),
  route('event/:slug/pendaftaran.json', 'routes/events/registration.ts'),
  route('event/:slug/bagikan.json', 'routes/events/share.ts'),

  // --- SEO files: sitemap, robots, feeds ---
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('blog/rss.xml', 'routes/seo/blog-rss.ts', { id: 'seo/blog-rss' }),
  // One feed per section, each path spelled out: any other `blog/x/rss.xml` stays a 404.
  ...['dakwah-renungan', 'motivasi', 'sejarah-wawasan'].map((section) =>
    route(`blog/${section}/rss.xml`, 'routes/seo/blog-rss.ts', { id: `seo/blog-rss-${section}` }),
  ),

  // --- Member connection (token link from the member host) ---
  route('connect-to-member', 'routes/connect/connect-to-member.tsx'),
  route('connect-checking', 'routes/connect/connect-checking.ts'),
  route('disconnect-member', 'routes/connect/disconnect-member.ts'),

  // Paths owned by other apps (ARCHITECTURE section 2). A splat also matches the bare prefix (`/admin`).
  route('admin/*', 'routes/redirects/admin.ts'),
  route('mobile/*', 'routes/redirects/webview.ts', { id: 'redirects/mobile' }),
  route('order/*', 'routes/redirects/webview.ts', { id: 'redirects/order' }),
  route('login', 'routes/redirects/login.ts'),
] satisfies RouteConfig;
