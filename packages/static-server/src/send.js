/**
 * Sends a prepared file, choosing brotli or gzip from Accept-Encoding and answering 304 on a matching ETag
 * (`status`, 200 by default, lets a page go out as a 404: the single-page apps' not-found page).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./files.js').StaticFile} file
 * @param {{ cacheControl: string, headers?: Record<string, string>, status?: number }} options
 */
export function sendFile(req, res, file, options) {
  const headers = {
    'Content-Type': file.type,
    'Cache-Control': options.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    ...options.headers,
  };
  const status = options.status ?? 200;
  // A 404 carrying a page is never "not modified".
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    Object.assign(headers, { 'Content-Encoding': 'br' });
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    Object.assign(headers, { 'Content-Encoding': 'gzip' });
  }
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
