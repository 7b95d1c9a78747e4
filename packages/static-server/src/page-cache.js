import { prepareFile } from './files.js';
import { sendFile } from './send.js';

/**
 * A short-lived cache of rendered pages that say they are the same for everyone
 * (`Cache-Control: public`, status 200, no Set-Cookie). Entries live `ttlSeconds`, so a changed
 * page shows within that time; the size is bounded. Each process keeps its own: nothing depends
 * on it for correctness (ARCHITECTURE section 6).
 * @param {{ ttlSeconds: number, maxEntries?: number }} options
 */
export function createPageCache({ ttlSeconds, maxEntries = 500 }) {
  /** @type {Map<string, { file: import('./files.js').StaticFile, headers: Record<string, string>, cacheControl: string, expires: number }>} */
  const entries = new Map();
  const enabled = ttlSeconds > 0;

  /**
   * Answers from the cache when it can; answers false when the request must be rendered.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const hit = entries.get(req.url ?? '/');
    if (!hit) return false;
    if (hit.expires < Date.now()) {
      entries.delete(req.url ?? '/');
      return false;
    }
    sendFile(req, res, hit.file, {
      cacheControl: hit.cacheControl,
      headers: { ...hit.headers, 'X-Cache': 'HIT' },
    });
    return true;
  }

  /**
   * Watches a response being rendered and keeps it when it may be shared.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function record(req, res) {
    if (!enabled || req.method !== 'GET') return;
    /** @type {Buffer[]} */
    const chunks = [];
    const toBuffer = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            /** @type {string} */ (chunk),
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          );
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const writeHead = res.writeHead.bind(res);
    /** Headers handed to writeHead() are not readable through getHeader() afterwards: keep a copy. */
    /** @type {Record<string, string[]>} */
    const written = {};
    res.writeHead = /** @type {typeof res.writeHead} */ (
      (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
        const headers = rest.find((r) => r && typeof r === 'object');
        const pairs = Array.isArray(headers)
          ? headers.flatMap((v, i, a) => (i % 2 === 0 ? [[String(v), a[i + 1]]] : []))
          : Object.entries(headers ?? {});
        for (const [name, value] of pairs) {
          const key = String(name).toLowerCase();
          (written[key] ??= []).push(...(Array.isArray(value) ? value : [value]).map(String));
        }
        return writeHead(status, ...rest);
      }
    );
    // No setHeader here: headers set before writeHead() merge pair by pair, and repeated
    // Set-Cookie headers passed to writeHead() as an array would then overwrite each other.
    res.write = /** @type {typeof res.write} */ (
      (chunk, encoding, cb) => {
        if (chunk) chunks.push(toBuffer(chunk, encoding));
        return write(chunk, /** @type {BufferEncoding} */ (encoding), cb);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      (chunk, encoding, cb) => {
        if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
        const result = end(chunk, /** @type {BufferEncoding} */ (encoding), cb);
        keep(req.url ?? '/', res, written, Buffer.concat(chunks));
        return result;
      }
    );
  }

  /**
   * @param {string} key
   * @param {import('node:http').ServerResponse} res
   * @param {Record<string, string[]>} written headers given to writeHead()
   * @param {Buffer} body
   */
  function keep(key, res, written, body) {
    /** @type {Record<string, string[]>} */
    const all = { ...written };
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined) all[name] = (Array.isArray(value) ? value : [value]).map(String);
    }
    const cacheControl = (all['cache-control'] ?? []).join(', ');
    if (res.statusCode !== 200 || !/\bpublic\b/.test(cacheControl) || all['set-cookie']) return;
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, values] of Object.entries(all)) {
      if (
        [
          'content-length',
          'content-encoding',
          'transfer-encoding',
          'connection',
          'date',
          'etag',
          'x-cache',
          'cache-control',
          'vary',
          'keep-alive',
        ].includes(name)
      )
        continue;
      headers[name] = values.join(', ');
    }
    const file = prepareFile('page.html', body);
    file.type = headers['content-type'] ?? file.type;
    delete headers['content-type'];
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, { file, headers, cacheControl, expires: Date.now() + ttlSeconds * 1000 });
  }

  return { serve, record, size: () => entries.size };
}
