import { createServer } from 'node:http';
import { loadFiles, prepareFile } from './files.js';
import { matchesRoute } from './routes.js';
import { sendFile } from './send.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The apps served here are behind a login or inside the mobile app: nothing for search engines. */
const ROBOTS = 'User-agent: *\nDisallow: /\n';

/** A path naming a file (`/favicon.png`, `/sitemap.xml`): when missing, a 404, not the app's page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers
 */
function notFound(res, headers) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
}

/**
 * Security headers of a single-page app: scripts only from this origin (no inline script),
 * connections to the API, images from the API (and `mediaOrigin`, a public bucket or CDN), no framing.
 * @param {string} apiOrigin
 * @param {string} [mediaOrigin]
 * @returns {Record<string, string>}
 */
export function spaSecurityHeaders(apiOrigin, mediaOrigin = '') {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${[apiOrigin, mediaOrigin].filter(Boolean).join(' ')}`,
      `connect-src 'self' ${apiOrigin}`,
      "media-src 'self' blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
}

/**
 * Serves a built single-page app: files from memory, `index.html` for every other path under `base`
 * (a missing file, a path ending in a file name, is a 404), `${base}env.js` holding the runtime
 * configuration (`window.__SBC_ENV__`), so one build runs on any host, and a `/robots.txt` that
 * keeps search engines out. With `routes` (the app's path patterns below `base`, see routes.js), a
 * path no page has still gets `index.html`, whose not-found page the app shows, with the status 404.
 * @param {{ root: string, base?: string, config: Record<string, string>, apiOrigin: string, mediaOrigin?: string, routes?: readonly string[] }} options
 * @returns {import('node:http').Server}
 */
export function createSpaServer({ root, base = '/', config, apiOrigin, mediaOrigin = '', routes }) {
  const files = loadFiles(root);
  const index = files.get('/index.html');
  if (!index) throw new Error(`index.html not found in ${root}`);
  const envFile = prepareFile(
    'env.js',
    Buffer.from(`window.__SBC_ENV__=${JSON.stringify(config)};\n`),
  );
  const headers = spaSecurityHeaders(apiOrigin, mediaOrigin);
  const prefix = base.replace(/\/$/, '');

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = decodeURIComponent(url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/robots.txt') {
      res
        .writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
          ...headers,
        })
        .end(req.method === 'HEAD' ? undefined : ROBOTS);
      return;
    }
    if (prefix && !path.startsWith(prefix + '/') && path !== prefix) {
      if (FILE_NAME.test(path)) notFound(res, headers);
      else res.writeHead(302, { Location: prefix + '/' }).end();
      return;
    }
    const local = path.slice(prefix.length) || '/';
    if (local === '/env.js') {
      sendFile(req, res, envFile, { cacheControl: 'no-cache', headers });
      return;
    }
    const file = local !== '/index.html' ? files.get(local) : undefined;
    if (file) {
      const cacheControl = local.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600';
      sendFile(req, res, file, { cacheControl, headers });
      return;
    }
    if (local.startsWith('/assets/') || FILE_NAME.test(local)) {
      notFound(res, headers);
      return;
    }
    const status = routes && !matchesRoute(local, routes) ? 404 : 200;
    sendFile(req, res, index, { cacheControl: 'no-cache', headers, status });
  });
}
