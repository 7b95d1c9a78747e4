import { extname } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { type Storage } from '../services/storage';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Serves stored media from the local folder or the bucket (unless S3_PUBLIC_URL sends browsers to it directly). */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    let found;
    try {
      found = await storage.stream(key);
    } catch {
      found = null;
    }
    if (!found) return reply.status(404).send({ status: 404, msg: 'Berkas tidak ditemukan', data: null });
    return reply
      .header('Content-Type', TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream')
      .header('Content-Length', found.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(found.body);
  });
}
