// First-load JavaScript and CSS (gzip) per page type of the public site, read from the built
// React Router manifest: what the browser fetches before the page is interactive (the entry and
// every route module of the page with its static imports; the server inlines the manifest
// itself in the page), and the stylesheet the server inlines in every page's head plus any the
// page's modules link. Lazy imports are not counted: they load later, where used (widgets,
// and the parts `deferred()` hydrates once the page has settled). Run after `pnpm build`:
//   node scripts/bench/bundle-size.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const clientDir = join(root, 'apps/web/build/client');

/** Budget of issue 4: first-load JavaScript of a post page. */
export const POST_JS_BUDGET_KB = 120;

/** The route chain of each page type, from the root to the page's own route (apps/web/app/routes.ts). */
const PAGE_TYPES = [
  { name: 'home /', routes: ['root', 'routes/public/layout', 'routes/public/home'] },
  { name: 'blog /blog', routes: ['root', 'routes/public/layout', 'routes/blog/index'] },
  { name: 'post /blog/:slug', routes: ['root', 'routes/public/layout', 'blog/post'], budgetKb: POST_JS_BUDGET_KB },
  { name: 'event /event/:slug', routes: ['root', 'routes/public/layout', 'routes/events/detail'] },
];

function readManifest() {
  const assets = join(clientDir, 'assets');
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets}: build apps/web first`);
  const source = readFileSync(join(assets, name), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json);
}

const gzipSizes = new Map();
function gzipSize(urlPath) {
  let size = gzipSizes.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, urlPath)), { level: 9 }).length;
    gzipSizes.set(urlPath, size);
  }
  return size;
}

/** The stylesheet app/entry.server.tsx inlines in every page (gzip bytes). */
async function inlineCssBytes() {
  const build = await import(pathToFileURL(join(root, 'apps/web/build/server/index.js')).href);
  const css = build.entry?.module?.inlineCss;
  return typeof css === 'string' ? gzipSync(Buffer.from(css), { level: 9 }).length : 0;
}

/** @returns {Promise<{ name: string, jsBytes: number, cssBytes: number, files: { path: string, bytes: number }[], budgetKb?: number }[]>} */
export async function measureBundles() {
  const manifest = readManifest();
  const inlined = await inlineCssBytes();
  return PAGE_TYPES.map((page) => {
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set(manifest.entry.css ?? []);
    for (const id of page.routes) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`route ${id} is not in the manifest`);
      js.add(route.module);
      for (const imported of route.imports ?? []) js.add(imported);
      for (const sheet of route.css ?? []) css.add(sheet);
    }
    const files = [...js].map((p) => ({ path: p, bytes: gzipSize(p) })).sort((a, b) => b.bytes - a.bytes);
    const cssBytes = inlined + [...css].reduce((sum, p) => sum + gzipSize(p), 0);
    return { name: page.name, jsBytes: files.reduce((s, f) => s + f.bytes, 0), cssBytes, files, budgetKb: page.budgetKb };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Markdown rows: page type, first-load JS and CSS in KB gzip, budget. */
export function bundleTable(results) {
  return [
    '| page type | first-load JS (KB gzip) | first-load CSS (KB gzip, inlined) | budget |',
    '|---|---:|---:|---|',
    ...results.map((r) => {
      const budget = r.budgetKb ? `JS ≤ ${r.budgetKb} KB ${r.jsBytes / 1024 <= r.budgetKb ? 'met' : '**missed**'}` : '–';
      return `| ${r.name} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} | ${budget} |`;
    }),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await measureBundles();
  console.log(bundleTable(results));
  if (process.argv.includes('--files')) {
    for (const r of results) {
      console.log(`\n${r.name}`);
      for (const f of r.files) console.log(`  ${kb(f.bytes).padStart(6)} KB  ${f.path}`);
    }
  }
}
