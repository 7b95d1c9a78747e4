import cors from '@fastify/cors';
import { type FastifyInstance } from 'fastify';
import { type Env } from '../env';

/** CORS for the four front-end origins only, and security headers on every answer. */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  // Only a browser's CORS preflight (Origin and Access-Control-Request-Method) is an OPTIONS this API
  // answers; any other OPTIONS gets the envelope here, before @fastify/cors would refuse it in plain text.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || (request.headers.origin && request.headers['access-control-request-method'])) return;
    return reply.status(400).send({ status: 400, msg: 'Permintaan OPTIONS hanya untuk preflight CORS dari browser', data: null });
  });
  await app.register(cors, {
    origin: [env.WEB_URL, env.ADMIN_URL, env.WEBVIEW_URL, env.MEMBER_URL],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
    maxAge: 600,
  });
  const https = env.API_URL.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Request-Id', request.id);
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const url = request.url;
    if (url.startsWith('/docs')) {
      reply.header('X-Frame-Options', 'DENY');
    } else if (url.startsWith('/sandbox/')) {
      // The simulator's payment page: its own styles, forms that post here and return to the webview.
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${env.WEBVIEW_URL} ${env.WEB_URL}; frame-ancestors 'none'`);
    } else if (url.startsWith('/media/')) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
    } else {
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
    }
    return payload;
  });
}
