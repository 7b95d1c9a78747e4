// Production server for the public site. Lean on purpose (docs: TOOLCHAIN.md): node:http, build
// files answered from memory without touching React, no per-request logging, keep-alive.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createRequestListener } from '@react-router/node';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(appDir, 'build', 'client');

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
if (!Number.isInteger(PORT) || PORT < 0 || PORT > 65535) {
  throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
}

// Hashed build output never changes under its name; anything else (favicon...) may.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.html',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function listFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error(`No client build in ${dir}: run "pnpm build" first.`);
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Reads build/client once at start, with brotli and gzip variants of text files. */
async function loadStaticFiles() {
  const files = new Map();
  for (const file of await listFiles(clientDir)) {
    const urlPath = '/' + path.relative(clientDir, file).split(path.sep).join('/');
    const ext = path.extname(file).toLowerCase();
    const body = await readFile(file);
    const entry = {
      body,
      type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      br: null,
      gzip: null,
    };
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(body, { level: 9 }),
      ]);
      if (br.length < body.length) entry.br = br;
      if (gz.length < body.length) entry.gzip = gz;
    }
    files.set(urlPath, entry);
  }
  return files;
}

function pathnameOf(url) {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function serveStatic(req, res, file) {
  const headers = {
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
  };
  if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const accepts = req.headers['accept-encoding'] ?? '';
  let body = file.body;
  if (file.br && /\bbr\b/.test(accepts)) {
    body = file.br;
    headers['Content-Encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    body = file.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const staticFiles = await loadStaticFiles();
const build = await import('./build/server/index.js');
const handleDocument = createRequestListener({ build, mode: process.env.NODE_ENV ?? 'production' });

const server = http.createServer((req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const pathname = pathnameOf(req.url ?? '/');
    const file = pathname === null ? undefined : staticFiles.get(pathname);
    if (file) {
      serveStatic(req, res, file);
      return;
    }
    // A hashed file from another build: answer plainly instead of rendering a page for a script.
    if (pathname?.startsWith('/assets/')) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end('This page could not be found');
      return;
    }
  }
  handleDocument(req, res);
});

// Longer than the usual load balancer idle time-out, so the balancer closes idle connections first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  console.log(`[web] listening on http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${port}`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`[web] ${signal} received, closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut off rather than holding the deploy.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
