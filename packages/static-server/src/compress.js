import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * @param {string | Uint8Array} chunk
 * @param {unknown} encoding
 */
const toBytes = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8') : chunk;

/** Types worth compressing: pages, data, feeds, scripts. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)/i;

/**
 * Compresses a response being rendered (brotli or gzip, as the client accepts), chunk by chunk
 * with a flush after each write so a streamed page still arrives as it is rendered. Leaves alone
 * HEAD requests, bodiless statuses, responses already encoded and types not worth it. Call it
 * before anything else wraps the response (the page cache must see the plain bytes).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  if (req.method === 'HEAD') return;
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return;

  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** @type {import('node:zlib').Gzip | import('node:zlib').BrotliCompress | null} */
  let stream = null;

  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
      const at = rest.findIndex((r) => r && typeof r === 'object');
      const given = at === -1 ? undefined : rest[at];
      /** @type {[string, any][]} */
      const pairs = Array.isArray(given)
        ? given.flatMap((v, i, a) => (i % 2 === 0 ? [[String(v), a[i + 1]]] : []))
        : Object.entries(given ?? {});
      const header = (/** @type {string} */ name) =>
        pairs.find(([key]) => key.toLowerCase() === name)?.[1] ?? res.getHeader(name);
      const type = String(header('content-type') ?? '');
      const length = Number(header('content-length') ?? Infinity);
      if (
        status < 200 ||
        status === 204 ||
        status === 304 ||
        header('content-encoding') ||
        !COMPRESSIBLE.test(type) ||
        length < 1024
      ) {
        return writeHead(status, ...rest);
      }
      stream =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : createGzip({ level: 6 });
      stream.on('data', (chunk) => write(chunk));
      stream.on('end', () => end());
      res.removeHeader('content-length');
      const vary = String(header('vary') ?? '');
      /** @type {[string, any][]} */
      const kept = pairs.filter(([key]) => !['content-length', 'vary'].includes(key.toLowerCase()));
      kept.push(['Content-Encoding', encoding], ['Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']);
      const headers = Array.isArray(given) ? kept.flat() : Object.fromEntries(kept);
      if (at === -1) return writeHead(status, headers);
      const args = [...rest];
      args[at] = headers;
      return writeHead(status, ...args);
    }
  );

  res.write = /** @type {typeof res.write} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encodingOrCb, /** @type {any} */ cb) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      if (!stream) return write(chunk, /** @type {BufferEncoding} */ (encodingOrCb), cb);
      stream.write(toBytes(chunk, encodingOrCb));
      stream.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH, () => {});
      if (typeof encodingOrCb === 'function') encodingOrCb();
      else if (typeof cb === 'function') cb();
      return true;
    }
  );

  res.end = /** @type {typeof res.end} */ (
    (/** @type {any} */ chunk, /** @type {any} */ encodingOrCb, /** @type {any} */ cb) => {
      if (typeof chunk === 'function') return res.end(undefined, 'utf8', chunk);
      if (!res.headersSent && !stream) {
        // Everything in one go: compress only when it is worth it.
        if (chunk && !res.hasHeader('content-length')) {
          res.setHeader('content-length', Buffer.byteLength(chunk, /** @type {BufferEncoding} */ (encodingOrCb ?? 'utf8')));
        }
        res.writeHead(res.statusCode);
      }
      if (!stream) return end(chunk, /** @type {BufferEncoding} */ (encodingOrCb), cb);
      if (typeof cb === 'function') res.once('finish', cb);
      else if (typeof encodingOrCb === 'function') res.once('finish', encodingOrCb);
      if (chunk) stream.end(toBytes(chunk, encodingOrCb));
      else stream.end();
      return res;
    }
  );
}
