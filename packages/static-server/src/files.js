import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * @typedef {{ body: Buffer, gzip?: Buffer, br?: Buffer, type: string, etag: string }} StaticFile
 */

/**
 * The entity tag of a file's bytes (plain; its compressed forms share it, with `Vary: Accept-Encoding`).
 * @param {Buffer | string} body
 * @returns {string}
 */
export function entityTag(body) {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/**
 * Prepares one file's bytes: its type, ETag, and gzip and brotli versions when worth it.
 * @param {string} name
 * @param {Buffer} body
 * @returns {StaticFile}
 */
export function prepareFile(name, body) {
  const ext = extname(name).toLowerCase();
  /** @type {StaticFile} */
  const file = {
    body,
    type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    etag: entityTag(body),
  };
  if (COMPRESSIBLE.has(ext) && body.length > 512) {
    file.gzip = gzipSync(body, { level: 9 });
    file.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  }
  return file;
}

/**
 * Reads every file under `root` once, keyed by URL path (`/assets/x.js`).
 * @param {string} root
 * @returns {Map<string, StaticFile>}
 */
export function loadFiles(root) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else
        files.set(
          '/' + relative(root, full).split(sep).join('/'),
          prepareFile(name, readFileSync(full)),
        );
    }
  };
  walk(root);
  return files;
}
