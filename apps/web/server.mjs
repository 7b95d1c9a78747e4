// Production server of the public site. Lean on purpose (TOOLCHAIN.md): node:http, build files
// answered from memory without touching React, no per-request logging, keep-alive.
// First: React's production build, whatever NODE_ENV says (production-react.mjs).
import './production-react.mjs';
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';
import {
  compressResponse,
  createNonce,
  createPageCache,
  keepRepeatedHeaders,
  loadFiles,
  pageSecurityHeaders,
  sendFile,
} from '@sbc/static-server';
import { mediaOrigin, readOrigins } from '@sbc/static-server/origins';
import { exitOnProductionProblems } from '@sbc/static-server/production';
import { closeGracefully } from '@sbc/static-server/shutdown';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
if (!Number.isInteger(PORT) || PORT < 0 || PORT > 65535) {
  throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
}
// In production every origin and the client secret must be configured: refuse with the whole list.
exitOnProductionProblems('web', process.env, { publicClient: true });

// The visitor's address and browser for the API calls a request makes (app/lib/api.server.ts reads
// them), so the API rate-limits visitors, not this server, and records the visitor's User-Agent (a
// problem report, a login). Behind a proxy, TRUST_PROXY=true takes X-Forwarded-For.
const requestContext = new AsyncLocalStorage();
globalThis.__sbcRequestContext = requestContext;
const trustProxy = process.env.TRUST_PROXY === 'true';
function clientAddress(req) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
  return forwarded || req.socket.remoteAddress || '';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages that declare themselves the same for everyone are kept this many seconds (0 turns it off).
// They are dropped within a second of a content change (the API's content version, asked by the app).
const pageCache = createPageCache({
  ttlSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10),
  contentVersion: () => build.entry.module.contentVersion(),
});
const files = loadFiles(path.join(appDir, 'build', 'client'));
const build = await import('./build/server/index.js');
const handleDocument = createRequestListener({
  build,
  mode: process.env.NODE_ENV ?? 'production',
  // The response's script nonce reaches app/entry.server.tsx and the document's inline scripts.
  getLoadContext: () => ({ nonce: requestContext.getStore()?.nonce }),
});

// Content-Security-Policy with a fresh nonce per response, and its companions (packages/static-server).
const { 'Content-Security-Policy': policyTemplate, ...fixedHeaders } = pageSecurityHeaders({
  apiOrigin: readOrigins(process.env).API_URL,
  mediaOrigin: mediaOrigin(process.env),
  nonce: '{nonce}',
});
const [policyBefore, policyAfter] = policyTemplate.split('{nonce}');

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
  const nonce = createNonce();
  res.setHeader('Content-Security-Policy', policyBefore + nonce + policyAfter);
  for (const name in fixedHeaders) res.setHeader(name, fixedHeaders[name]);
  // React Router hands its headers over as a flat array: with the headers above already set,
  // Node would keep only the last of two Set-Cookie (the member login sets two).
  keepRepeatedHeaders(res);
  // Documents and feeds may come from the page cache; a hydrated page's own data requests (`.data`:
  // client navigations and the refresh after a form was sent) are always rendered, so a visitor who
  // just registered or commented sees the result, not a copy made seconds before.
  // A member due a session check is rendered: that answer renews their cookies (decisions/010).
  const shared =
    !pathnameOf(req.url ?? '/')?.endsWith('.data') && !build.entry.module.memberCheckDue(req.headers.cookie);
  if (shared && pageCache.serve(req, res, { nonce })) return;
  // Rendered answers (pages, data, feeds) compressed as they stream; the cache keeps the plain bytes.
  compressResponse(req, res);
  if (shared) pageCache.record(req, res, { nonce });
  const userAgent = String(req.headers['user-agent'] ?? '');
  requestContext.run({ ip: clientAddress(req), userAgent, nonce }, () => handleDocument(req, res));
});

// Longer than the usual load balancer idle time-out, so the balancer closes idle connections first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  console.log(`[web] listening on http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${port}`);
});

// SIGTERM: drain (SHUTDOWN_DRAIN_SECONDS), stop accepting, finish in-flight requests within
// SHUTDOWN_TIMEOUT_SECONDS, stop the page cache's version checks, exit 0.
closeGracefully(server, { name: 'web', env: process.env, beforeExit: () => pageCache.close() });
