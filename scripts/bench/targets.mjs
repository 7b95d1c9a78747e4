/**
 * What `pnpm bench` measures; each capability adds its rows here, with its budget.
 * `ceilingRatio` is the smallest share of the static ceiling's requests/s the target must reach.
 */
const basic = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

export const targets = [
  { name: 'API /healthz', app: 'api', path: '/healthz', contentType: 'application/json' },
  {
    name: 'API info',
    app: 'api',
    path: '/sbc-visitor/v1/info',
    headers: { authorization: basic },
    contentType: 'application/json',
  },
  { name: 'SSR home /', app: 'web', path: '/', contentType: 'text/html; charset=utf-8' },
];
