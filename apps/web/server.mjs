// Production server of the public site. Lean on purpose (TOOLCHAIN.md): node:http, build files
// answered from memory without touching React, no per-request logging, keep-alive.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';
import { createPageCache, loadFiles, sendFile } from '@sbc/static-server';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
if (!Number.isInteger(PORT) || PORT < 0 || PORT > 65535) {
  throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
}

// The visitor's address for the API calls a request makes (app/lib/api.server.ts reads it), so the
// API rate-limits visitors, not this server. Behind a proxy, TRUST_PROXY=true takes X-Forwarded-For.
const requestContext = new AsyncLocalStorage();
globalThis.__sbcRequestContext = requestContext;
const trustProxy = process.env.TRUST_PROXY === 'true';
function clientAddress(req) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
  return forwarded || req.socket.remoteAddress || '';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages that declare themselves the same for everyone are kept this many seconds (0 turns it off).
const pageCache = createPageCache({ ttlSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10) });
const files = loadFiles(path.join(appDir, 'build', 'client'));
const build = await import('./build/server/index.js');
const handleDocument = createRequestListener({ build, mode: process.env.NODE_ENV ?? 'production' });

function pathnameOf(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return null;
  }
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const pathname = pathnameOf(req.url ?? '/');
    const file = pathname === null ? undefined : files.get(pathname);
    if (file) {
      sendFile(req, res, file, { cacheControl: pathname.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600' });
      return;
    }
    // A hashed file of another build: answer plainly instead of rendering a page for a script.
    if (pathname?.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('This page could not be found');
      return;
    }
  }
  if (pageCache.serve(req, res)) return;
  pageCache.record(req, res);
  requestContext.run({ ip: clientAddress(req) }, () => handleDocument(req, res));
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
