import { type FastifyInstance } from 'fastify';
import { type FieldError } from '@sbc/contract';
import { AppError } from './errors';

/**
 * Characters no person types and the stores cannot keep: NUL (PostgreSQL text refuses it), the other
 * control characters but tab and line breaks, DEL and the C1 controls (nothing shows them; the
 * certificate's PDF fonts cannot draw them), and U+FFFE/U+FFFF (an .xlsx's XML may not hold them).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const REFUSED_CHARS = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]/;

/** Text a person could have sent: no refused character, no half of a surrogate pair. */
export function acceptableText(text: string): boolean {
  return text.isWellFormed() && !REFUSED_CHARS.test(text);
}

/**
 * The fields whose text (or name) holds a character {@link acceptableText} refuses, named as zod
 * names a field (`s`, `columnFilters.category_permalink`, `speakers.0.name`).
 */
export function refusedTextFields(value: unknown, path = '', depth = 0): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return acceptableText(value) ? [] : [path || 'request'];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : value && typeof value === 'object' ? Object.entries(value) : [];
  return entries.flatMap(([key, v]) => {
    const name = acceptableText(key) ? key : key.replace(/[^\x20-\x7e]/g, '');
    const field = path ? `${path}.${name}` : name || 'request';
    return name === key ? refusedTextFields(v, field, depth + 1) : [field];
  });
}

const REFUSED = 'Teks mengandung karakter yang tidak diizinkan';

/** Refuses input carrying such characters before any handler sees it. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [request.params, request.query, request.body].flatMap((part) => refusedTextFields(part));
    if (fields.length) {
      const errors: FieldError[] = [...new Set(fields)].map((field) => ({ field, message: REFUSED }));
      throw new AppError('BAD_REQUEST', REFUSED, errors);
    }
  });
}
