import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { prepareFile } from './files.js';
import { sendFile } from './send.js';

/** Headers never copied from a rendered response into the cache. */
const DROPPED_HEADERS = new Set([
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
]);

/** Stands for the response's nonce in cached header values. */
const NONCE_MARK = '\u0000nonce\u0000';

// A gzip member built from pieces (RFC 1952, RFC 1951): the header, raw deflate of each
// nonce-free piece ending on a byte boundary (sync flush), each nonce as a stored block, an empty
// final stored block, and the CRC-32 and length of the whole page.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const GZIP_LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** @param {Buffer} bytes at most 65 535 */
function storedBlock(bytes) {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/**
 * One encoding of a page holding nonces: the bytes with the recorded nonce in place, where each
 * nonce starts, and spare copies to fill for the next responses (see `fill`).
 * @typedef {{ template: Buffer, positions: number[], crcAt?: number, spare: Buffer[] }} Variant
 */

/**
 * @typedef {{
 *   file?: import('./files.js').StaticFile,
 *   pieces?: Buffer[],
 *   nonceLength?: number,
 *   plain?: Variant,
 *   gzip?: Variant,
 *   type: string,
 *   headers: Record<string, string>,
 *   cacheControl: string,
 *   expires: number,
 *   refreshingUntil?: number,
 * }} Entry
 * `file`: a page without a nonce, precompressed. Otherwise `pieces` (the page cut where its nonce
 * stood) and two variants, plain and gzip, whose nonces are overwritten for every response.
 * `refreshingUntil`: an expired page is being rendered again by one request until then.
 */

/** Where the recorded nonce stands in the parts of a variant. */
const NONCE = /** @type {const} */ ('nonce');

/** Spare copies kept per variant: about the number of responses sent at the same time. */
const SPARE_COPIES = 32;

/**
 * A short-lived cache of rendered pages that say they are the same for everyone
 * (`Cache-Control: public`, status 200, no Set-Cookie). Entries live `ttlSeconds`; the size is
 * bounded. Each process keeps its own: nothing depends on it for correctness (ARCHITECTURE section 6).
 *
 * Pages carry a script nonce: `record()` is told the nonce the page was rendered with and keeps the
 * page with a placeholder in its place (body and headers); `serve()` fills in the fresh nonce of
 * each response, so no two responses share one.
 *
 * An expired page is not rendered by every request that asks for it at once: the first renders it
 * again while the others get the expired copy (`X-Cache: STALE`), for at most `staleSeconds` past its
 * lifetime (one more lifetime by default). A page that cannot be rendered again (the API down) is
 * served stale meanwhile, and a new render is tried every `ttlSeconds`. A content change drops every
 * page at once, stale ones too: a stale copy is never older content than a fresh one would be.
 *
 * With `contentVersion`, the cache asks at most every `checkEveryMs` (only while it holds pages)
 * and drops every page when the answer changes, so an edit shows within about that time. For
 * `settleMs` after a change nothing is kept: the API's own read caches (in every API process)
 * follow the same version about as fast, and a page rendered from one of them that has not caught
 * up yet must not be kept for a whole lifetime.
 * @param {{
 *   ttlSeconds: number,
 *   staleSeconds?: number,
 *   maxEntries?: number,
 *   contentVersion?: () => Promise<number | string>,
 *   checkEveryMs?: number,
 *   settleMs?: number,
 * }} options
 */
export function createPageCache({
  ttlSeconds,
  staleSeconds = ttlSeconds,
  maxEntries = 500,
  contentVersion,
  checkEveryMs = 1000,
  settleMs = 2 * checkEveryMs,
}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  const enabled = ttlSeconds > 0;
  const ttlMs = ttlSeconds * 1000;
  const staleMs = staleSeconds * 1000;

  /** The content version the cached pages were rendered at; null until first asked. */
  /** @type {number | string | null} */
  let knownVersion = null;
  /** The last check failed (the API unreachable or too old): pages are kept for their lifetime only. */
  let versionUnknown = false;
  /** Grows each time the cache is dropped; a page whose rendering began before is not kept. */
  let generation = 0;
  /** Until when pages are served but not kept, after a content change. */
  let settlingUntil = 0;
  let lastCheck = 0;
  let checking = false;
  /** @type {ReturnType<typeof setInterval> | null} */
  let timer = null;

  function clear() {
    entries.clear();
    generation++;
  }

  async function checkVersion() {
    if (!contentVersion || checking) return;
    checking = true;
    lastCheck = Date.now();
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expires + staleMs < now) entries.delete(key);
    try {
      const version = await contentVersion();
      if (knownVersion !== null && version !== knownVersion) {
        clear();
        settlingUntil = Date.now() + settleMs;
      }
      knownVersion = version;
      versionUnknown = false;
    } catch {
      // The API is unreachable: pages still expire after their lifetime (and stale time).
      versionUnknown = true;
    } finally {
      checking = false;
      if (entries.size === 0) stopWatching();
    }
  }

  function watch() {
    if (!contentVersion) return;
    if (!timer) {
      timer = setInterval(() => void checkVersion(), checkEveryMs);
      timer.unref();
    }
    if (knownVersion === null || Date.now() - lastCheck >= checkEveryMs) void checkVersion();
  }

  function stopWatching() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  /**
   * Answers from the cache when it can; answers false when the request must be rendered.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ nonce?: string }} [options] the nonce of this response
   */
  function serve(req, res, { nonce = '' } = {}) {
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const key = req.url ?? '/';
    const hit = entries.get(key);
    if (!hit) return false;
    const now = Date.now();
    const expired = hit.expires < now;
    if (expired && hit.expires + staleMs < now) {
      entries.delete(key);
      return false;
    }
    if (expired && !(hit.refreshingUntil !== undefined && hit.refreshingUntil > now)) {
      // This request renders the page again (record() replaces the entry); the others get the
      // expired copy meanwhile. Only a GET is kept, so a HEAD renders without taking that turn.
      if (req.method === 'GET') hit.refreshingUntil = now + ttlMs;
      return false;
    }
    /** @type {Record<string, string>} */
    const headers = { 'X-Cache': expired ? 'STALE' : 'HIT' };
    for (const [name, value] of Object.entries(hit.headers)) {
      headers[name] = value.includes(NONCE_MARK) ? value.replaceAll(NONCE_MARK, nonce) : value;
    }
    if (hit.file) {
      sendFile(req, res, hit.file, { cacheControl: hit.cacheControl, headers });
      return true;
    }
    sendPieces(req, res, hit, Buffer.from(nonce), headers);
    return true;
  }

  /**
   * A page holding a nonce, plain or gzip: a copy of the stored bytes with this response's nonce
   * written over the recorded one (and, for gzip, the CRC-32 of the page), so nothing is
   * compressed per response. No ETag: a 304 would pair an old body with a new nonce.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Entry} hit
   * @param {Buffer} nonce
   * @param {Record<string, string>} headers
   */
  function sendPieces(req, res, hit, nonce, headers) {
    const pieces = /** @type {Buffer[]} */ (hit.pieces);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const variant = /** @type {Variant} */ (gzip ? hit.gzip : hit.plain);
    /** @type {Buffer} */
    let body;
    /** @type {Buffer | null} */
    let copy = null;
    if (nonce.length !== hit.nonceLength) {
      // A nonce of another length (not from createNonce): build the page piece by piece.
      body = Buffer.concat(pieces.flatMap((piece, i) => (i > 0 ? [nonce, piece] : [piece])));
      if (gzip) body = gzipSync(body);
    } else {
      copy = variant.spare.pop() ?? Buffer.from(variant.template);
      for (const at of variant.positions) nonce.copy(copy, at);
      if (variant.crcAt !== undefined) {
        let crc = 0;
        for (let i = 0; i < pieces.length; i++) {
          if (i > 0) crc = crc32(nonce, crc);
          crc = crc32(/** @type {Buffer} */ (pieces[i]), crc);
        }
        copy.writeUInt32LE(crc >>> 0, variant.crcAt);
      }
      body = copy;
    }
    res.writeHead(200, {
      'Content-Type': hit.type,
      'Cache-Control': hit.cacheControl,
      Vary: 'Accept-Encoding',
      ...headers,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': body.length,
    });
    // The copy is filled again only once the operating system has all its bytes.
    const reuse = copy;
    res.end(req.method === 'HEAD' ? undefined : body, () => {
      if (reuse && variant.spare.length < SPARE_COPIES) variant.spare.push(reuse);
    });
  }

  /**
   * Watches a response being rendered and keeps it when it may be shared.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ nonce?: string }} [options] the nonce the page is rendered with
   */
  function record(req, res, { nonce = '' } = {}) {
    if (!enabled || req.method !== 'GET') return;
    watch();
    const startedAt = generation;
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
        const settled = Date.now() >= settlingUntil;
        if (settled && generation === startedAt && (knownVersion !== null || versionUnknown || !contentVersion)) {
          keep(req.url ?? '/', res, written, Buffer.concat(chunks), nonce);
        }
        return result;
      }
    );
  }

  /**
   * @param {string} key
   * @param {import('node:http').ServerResponse} res
   * @param {Record<string, string[]>} written headers given to writeHead()
   * @param {Buffer} body
   * @param {string} nonce
   */
  function keep(key, res, written, body, nonce) {
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
      if (DROPPED_HEADERS.has(name)) continue;
      const value = values.join(', ');
      headers[name] = nonce ? value.replaceAll(nonce, NONCE_MARK) : value;
    }
    const type = headers['content-type'] ?? 'text/html; charset=utf-8';
    delete headers['content-type'];
    /** @type {Entry} */
    const entry = { type, headers, cacheControl, expires: Date.now() + ttlMs };
    const pieces = nonce ? splitOn(body, Buffer.from(nonce)) : [body];
    if (pieces.length === 1) {
      entry.file = prepareFile('page.html', body);
      entry.file.type = type;
    } else {
      const marker = Buffer.from(nonce);
      /** @type {(parts: Buffer[]) => (Buffer | typeof NONCE)[]} */
      const withNonces = (parts) => parts.flatMap((part, i) => (i > 0 ? [NONCE, part] : [part]));
      entry.pieces = pieces;
      entry.nonceLength = marker.length;
      entry.plain = variantOf(withNonces(pieces), marker, { stored: false });
      // CRC-32 (filled per response) and length of the whole page.
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(body.length % 2 ** 32, 4);
      const deflated = deflatePieces(pieces, marker.length);
      entry.gzip = variantOf([GZIP_HEADER, ...withNonces(deflated), GZIP_LAST_BLOCK, trailer], marker, { stored: true });
      entry.gzip.crcAt = entry.gzip.template.length - 8;
    }
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, entry);
    watch();
  }

  return {
    serve,
    record,
    size: () => entries.size,
    /** Drops every page now. */
    clear,
    /** Stops asking for the content version (for tests and shutdown). */
    close: stopWatching,
  };
}

/**
 * Joins parts where `NONCE` stands for the recorded nonce (raw, or as a stored deflate block),
 * noting where each nonce starts.
 * @param {(Buffer | typeof NONCE)[]} parts
 * @param {Buffer} nonce
 * @param {{ stored: boolean }} options
 * @returns {Variant}
 */
function variantOf(parts, nonce, { stored }) {
  /** @type {number[]} */
  const positions = [];
  /** @type {Buffer[]} */
  const bytes = [];
  let offset = 0;
  for (const part of parts) {
    const chunk = part === NONCE ? (stored ? storedBlock(nonce) : nonce) : part;
    if (part === NONCE) positions.push(offset + chunk.length - nonce.length);
    bytes.push(chunk);
    offset += chunk.length;
  }
  return { template: Buffer.concat(bytes), positions, spare: [] };
}

/**
 * Raw deflate of each piece, ending on a byte boundary. Each piece may refer back to the pieces
 * before it: the compressor sees them with NUL bytes where the nonce will stand, and HTML holds
 * no NUL byte, so no match covers a nonce and the browser's history (with the real nonce, of the
 * same length) agrees with every reference. A page holding NUL bytes is compressed piece by piece.
 * @param {Buffer[]} pieces
 * @param {number} nonceLength
 */
function deflatePieces(pieces, nonceLength) {
  const gap = Buffer.alloc(nonceLength);
  const independent = pieces.some((piece) => piece.includes(0));
  /** @type {Buffer[]} */
  const before = [];
  return pieces.map((piece, i) => {
    const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
    if (i > 0 && !independent) {
      before.push(/** @type {Buffer} */ (pieces[i - 1]), gap);
      const history = Buffer.concat(before);
      Object.assign(options, { dictionary: history.subarray(Math.max(0, history.length - 32768)) });
    }
    return deflateRawSync(piece, options);
  });
}

/**
 * `body` cut at every occurrence of `marker` (the marker itself left out).
 * @param {Buffer} body
 * @param {Buffer} marker
 */
function splitOn(body, marker) {
  /** @type {Buffer[]} */
  const pieces = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    pieces.push(body.subarray(from, at));
    from = at + marker.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}
