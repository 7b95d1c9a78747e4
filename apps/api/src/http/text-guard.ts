import { type FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** True when any string inside the value holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
  }
  return false;
}

/** Refuses input carrying NUL characters before any handler sees it. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError('BAD_REQUEST', 'Teks mengandung karakter yang tidak diizinkan');
    }
  });
}
