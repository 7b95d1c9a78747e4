import { createServer } from 'node:http';
import { loadFiles, prepareFile } from './files.js';
import { sendFile } from './send.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
 * Serves a built single-page app: files from memory, `index.html` for every other path under `base`,
 * and `${base}env.js` holding the runtime configuration (`window.__SBC_ENV__`), so one build runs on any host.
 * @param {{ root: string, base?: string, config: Record<string, string>, apiOrigin: string, mediaOrigin?: string }} options
 * @returns {import('node:http').Server}
 */
export function createSpaServer({ root, base = '/', config, apiOrigin, mediaOrigin = '' }) {
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
    if (prefix && !path.startsWith(prefix + '/') && path !== prefix) {
      res.writeHead(302, { Location: prefix + '/' }).end();
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
    if (local.startsWith('/assets/')) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end('Not found');
      return;
    }
    sendFile(req, res, index, { cacheControl: 'no-cache', headers });
  });
}
