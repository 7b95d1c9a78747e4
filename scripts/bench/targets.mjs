/**
 * What `pnpm bench` measures; each capability adds its rows here with the budget of its issue.
 * `ceilingRatio`: the least share of the static ceiling's requests/s; `p99Max`: the most p99 in ms.
 * `budgetAt`: ceilingRatio and p99Max apply on the dataset of that many articles only.
 * `growth`: the most p99 growth from 10 000 to 100 000 articles; `searchP99Max`: p99 on every dataset.
 */

/** The bench's own public client credential (production refuses the demo one). */
export const CLIENT_ID = 'sbc-web';
export const CLIENT_SECRET = 'sbc-bench-client-secret-2026';
const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

const form = (body) => ({
  method: 'POST',
  body,
  headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
});
const json = 'application/json';
const html = 'text/html; charset=utf-8';
/** A demo post, present in every dataset (they all start from the demo seed). */
const POST = 'gizi-seimbang-untuk-keluarga-sibuk';
/** Search terms of the generated articles (apps/api/src/bench/vocabulary.ts): in 0.5 % and in 20 % of them. */
export const RARE_TERM = 'kaligrafi';
export const COMMON_TERM = 'kesehatan';

/** The process itself: no dataset dependence. */
export const baseTargets = [
  { name: 'API /healthz', app: 'api', path: '/healthz', contentType: json },
  { name: 'API info', app: 'api', path: '/sbc-visitor/v1/info', headers: { authorization: basic }, contentType: json },
];

/** The public reads of issue 4 over the generated articles. */
export const apiTargets = [
  { name: 'API article/list', app: 'api', path: '/sbc-visitor/v1/article/list', ...form('page=1&perPage=10'), contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25, budgetAt: 10000, growth: 1.3 },
  { name: 'API news/permalink', app: 'api', path: `/sbc-visitor/v1/news/permalink?news_permalink=${POST}`, headers: { authorization: basic }, contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25, budgetAt: 10000, growth: 1.3 },
  { name: `API article/searching (rare: ${RARE_TERM}, 0.5 %)`, app: 'api', path: '/sbc-visitor/v1/article/searching', ...form(`s=${RARE_TERM}&perPage=10`), contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25, budgetAt: 10000, searchP99Max: 50 },
  { name: `API article/searching (common: ${COMMON_TERM}, 20 %)`, app: 'api', path: '/sbc-visitor/v1/article/searching', ...form(`s=${COMMON_TERM}&perPage=10`), contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25, budgetAt: 10000, searchP99Max: 200 },
  { name: 'API category/permalink (alert)', app: 'api', path: '/sbc-visitor/v1/category/permalink', ...form('page=1&perPage=20&columnFilters[category_permalink]=alert&columnFilters[news_visibility]=Public'), contentType: json, connections: 50 },
];

/** The public site, rendering every request and with the anonymous page cache. */
export const pageTargets = [
  { name: 'SSR home /', app: 'web', path: '/', contentType: html },
  { name: 'SSR blog list /blog', app: 'web', path: '/blog', contentType: html },
  { name: 'SSR post (no cache)', app: 'web', path: `/blog/${POST}`, contentType: html, ceilingRatio: 0.05, p99Max: 100 },
  // The site's frame (header, alert and footer data) around a contact form, the office details its only
  // other data: about the least a page of this site costs to render (docs/decisions/005).
  { name: 'SSR contact /hubungi-kami (frame only)', app: 'web', path: '/hubungi-kami', contentType: html },
  { name: 'SSR home / (page cache)', app: 'webCached', path: '/', contentType: html },
  { name: 'SSR blog list (page cache)', app: 'webCached', path: '/blog', contentType: html },
  { name: 'SSR post (page cache)', app: 'webCached', path: `/blog/${POST}`, contentType: html, ceilingRatio: 0.4 },
];
