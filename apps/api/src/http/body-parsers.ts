import { type FastifyInstance } from 'fastify';
import qs from 'qs';

/** Form bodies and query strings: bracket notation for objects, repeated keys or key[] for arrays. */
export function parseFormString(input: string): Record<string, unknown> {
  return qs.parse(input, { depth: 5, arrayLimit: 200, parameterLimit: 1000, allowDots: false });
}

/**
 * Bodies are JSON (Fastify's own parser) or forms, nothing else (ARCHITECTURE section 3). Fastify
 * also reads text/plain by default, which handed a string to the call's schema (a 400 "expected
 * object"); without that parser every other content type is the 415 envelope, as /openapi.json says.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormString(body as string));
      } catch {
        done(Object.assign(new Error('Bad form body'), { statusCode: 400 }), undefined);
      }
    },
  );
}
