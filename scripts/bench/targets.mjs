/**
 * What `pnpm bench` measures; each capability adds its rows here with the budget of its issue.
 * `ceilingRatio`: the least share of the static ceiling's requests/s; `p99Max`: the most p99 in ms.
 * Measured on the demo seed; issue 11 adds the generated 10 000 and 100 000 article datasets.
 */
const basic = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;
const form = (body) => ({
  method: 'POST',
  body,
  headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
});
const json = 'application/json';
const html = 'text/html; charset=utf-8';

export const targets = [
  { name: 'API /healthz', app: 'api', path: '/healthz', contentType: json },
  { name: 'API info', app: 'api', path: '/sbc-visitor/v1/info', headers: { authorization: basic }, contentType: json },
  { name: 'API article/list', app: 'api', path: '/sbc-visitor/v1/article/list', ...form('page=1&perPage=10'), contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25 },
  { name: 'API news/permalink', app: 'api', path: '/sbc-visitor/v1/news/permalink?news_permalink=gizi-seimbang-untuk-keluarga-sibuk', headers: { authorization: basic }, contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25 },
  { name: 'API article/searching', app: 'api', path: '/sbc-visitor/v1/article/searching', ...form('s=kesehatan&perPage=10'), contentType: json, connections: 50, ceilingRatio: 0.2, p99Max: 25 },
  { name: 'API category/permalink (alert)', app: 'api', path: '/sbc-visitor/v1/category/permalink', ...form('page=1&perPage=20&columnFilters[category_permalink]=alert&columnFilters[news_visibility]=Public'), contentType: json, connections: 50 },
  { name: 'SSR home /', app: 'web', path: '/', contentType: html },
  { name: 'SSR blog list /blog', app: 'web', path: '/blog', contentType: html },
  { name: 'SSR post (no cache)', app: 'web', path: '/blog/gizi-seimbang-untuk-keluarga-sibuk', contentType: html, ceilingRatio: 0.05, p99Max: 100 },
  { name: 'SSR home / (page cache)', app: 'webCached', path: '/', contentType: html },
  { name: 'SSR blog list (page cache)', app: 'webCached', path: '/blog', contentType: html },
  { name: 'SSR post (page cache)', app: 'webCached', path: '/blog/gizi-seimbang-untuk-keluarga-sibuk', contentType: html, ceilingRatio: 0.4 },
];
