import { type FastifyInstance } from 'fastify';
import qs from 'qs';

/** Form bodies and query strings: bracket notation for objects, repeated keys or key[] for arrays. */
export function parseFormString(input: string): Record<string, unknown> {
  return qs.parse(input, { depth: 5, arrayLimit: 200, parameterLimit: 1000, allowDots: false });
}

export function registerBodyParsers(app: FastifyInstance): void {
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
