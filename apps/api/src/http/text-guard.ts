import { type FastifyInstance } from 'fastify';
import { type FieldError } from '@sbc/contract';
import { AppError } from './errors';

const NUL = '\u0000';

/**
 * The fields whose text holds a NUL character, which PostgreSQL text cannot store, named as zod
 * names a field (`s`, `columnFilters.category_permalink`, `speakers.0.name`).
 */
export function nulFields(value: unknown, path = '', depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return value.includes(NUL) ? [path || 'request'] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : value && typeof value === 'object' ? Object.entries(value) : [];
  return entries.flatMap(([key, v]) => {
    const field = path ? `${path}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '') || 'request';
    return key.includes(NUL) ? [field] : nulFields(v, field, depth + 1);
  });
}

const REFUSED = 'Teks mengandung karakter yang tidak diizinkan';

/** Refuses input carrying NUL characters before any handler sees it. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [request.params, request.query, request.body].flatMap((part) => nulFields(part));
    if (fields.length) {
      const errors: FieldError[] = [...new Set(fields)].map((field) => ({ field, message: REFUSED }));
      throw new AppError('BAD_REQUEST', REFUSED, errors);
    }
  });
}
