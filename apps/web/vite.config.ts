import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * What every public page runs before it is interactive, in one file: React, React Router, and the
 * site's shell (header, icons, shared helpers). One request instead of a dozen small ones, each
 * with its own gzip overhead and import lines (first-load JS budget, scripts/bench/bundle-size.mjs).
 */
const SHELL = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]`,
    String.raw`vite[\\/]preload-helper`,
    String.raw`packages[\\/]ui[\\/]src[\\/](class-names|logo|skip-link|error-page|layouts[\\/])`,
    String.raw`packages[\\/]format[\\/]src[\\/](constants|initials)`,
    String.raw`packages[\\/]session[\\/]src[\\/](rules|cookies|server)`,
    String.raw`apps[\\/]web[\\/]app[\\/]lib[\\/](deferred|document-context|chunk-reload|field-validity)`,
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/](icons|site-header|navigation|route-error|header[\\/])`,
  ].join('|'),
);

/** Small pieces most listing and post pages share: post cards, cover images, counters. */
const POSTS = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]app[\\/]components[\\/]blog[\\/](post-card|blog-icons)`,
    String.raw`apps[\\/]web[\\/]app[\\/]lib[\\/]blog-count`,
    String.raw`packages[\\/]format[\\/]src[\\/]rupiah`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000 },
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [
              { name: 'shell', test: SHELL, priority: 2 },
              { name: 'posts', test: POSTS, priority: 1 },
            ] } } } },
}));
