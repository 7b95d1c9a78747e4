import { extname } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { type ByteRange, type Storage } from '../services/storage';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * The one byte range a `Range` header asks of an object of `size` bytes (RFC 9110 section 14.1.2):
 * `bytes=first-last`, `bytes=first-` or `bytes=-suffixLength`, the last byte capped at the end.
 * Answers `undefined` when the header is absent, asks for several ranges or is not a byte range
 * (the whole object is then sent, as the RFC allows), and `null` when no byte of it exists.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return null;
  return end < start ? undefined : { start, end };
}

/**
 * Serves stored media from the local folder or the bucket (unless S3_PUBLIC_URL sends browsers to
 * it directly), with byte ranges, which video players need to seek and Safari to play at all.
 */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const rangeHeader = request.headers.range;
    const size = rangeHeader === undefined ? null : await storage.size(key).catch(() => null);
    const range = size === null ? undefined : requestedRange(rangeHeader, size);
    if (size !== null && range === null) {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${size}`)
        .send({ status: 416, msg: 'Rentang berkas di luar ukuran berkas', data: null });
    }
    let found;
    try {
      found = await storage.stream(key, range ?? undefined);
    } catch {
      found = null;
    }
    if (!found) return reply.status(404).send({ status: 404, msg: 'Berkas tidak ditemukan', data: null });
    if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    return reply
      .header('Content-Type', TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream')
      .header('Content-Length', found.size)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(found.body);
  });
}
