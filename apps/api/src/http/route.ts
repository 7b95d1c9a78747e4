import {
  type AnyEndpoint,
  type EndpointData,
  type EndpointRequest,
  endpointPath,
} from '@sbc/contract';
import { type Readable } from 'node:stream';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppContext } from '../context';
import { RATE_LIMIT_POLICIES, hitRateLimit } from '../services/rate-limit';
import { sharedAnswerJson } from '../services/read-cache';
import { authorize, type Principal } from './auth';
import { rateLimited } from './errors';

/** What a handler of a file-producing call answers (an .xlsx, a PDF): streamed or whole. */
export interface FileReply {
  filename: string;
  contentType?: string;
  body: Buffer | Readable;
}

export function isFileReply(value: unknown): value is FileReply {
  return typeof value === 'object' && value !== null && 'filename' in value && 'body' in value;
}

export interface HandlerContext<P extends Principal = Principal> {
  request: FastifyRequest;
  reply: FastifyReply;
  principal: P;
  /** Replaces the success message (default "Berhasil"). */
  setMessage(msg: string): void;
}

type PrincipalFor<E extends AnyEndpoint> = E['auth'] extends 'admin'
  ? Extract<Principal, { kind: 'admin' }>
  : E['auth'] extends 'member'
    ? Extract<Principal, { kind: 'member' }>
    : Principal;

export type Handler<E extends AnyEndpoint> = (
  input: EndpointRequest<E>,
  h: HandlerContext<PrincipalFor<E>>,
) => Promise<EndpointData<E>>;

/** The client address used for rate limits. */
export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

/** Registers one contract entry with its handler: auth, rate limit, validation, envelope. */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  e: E,
  handler: Handler<E>,
  options: { bodyLimit?: number } = {},
): void {
  const schema: Record<string, unknown> = {};
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  const limit = e.rateLimit ? RATE_LIMIT_POLICIES[e.rateLimit] : undefined;

  app.route({
    method: e.method,
    url: endpointPath(e).replace(/\{(\w+)\}/g, ':$1'),
    schema,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    onRequest: async (request) => {
      request.principal = await authorize(ctx, request, e);
      if (limit) {
        const max = Math.ceil(limit.max * ctx.env.RATE_LIMIT_MULTIPLIER);
        const key = `${e.id}:${clientIp(request)}`;
        const { db } = ctx.database;
        const { allowed, retryAfter } = await hitRateLimit(db, key, max, limit.windowSeconds);
        if (!allowed) {
          throw rateLimited('Terlalu banyak permintaan, silakan coba lagi nanti', retryAfter);
        }
      }
    },
    handler: async (request, reply) => {
      let msg = 'Berhasil';
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as EndpointRequest<E>;
      const data = await handler(input, {
        request,
        reply,
        principal: request.principal as PrincipalFor<E>,
        setMessage: (m) => {
          msg = m;
        },
      });
      if (e.produces?.kind === 'file') {
        if (!isFileReply(data)) throw new Error(`${e.id} must answer a file`);
        const safeName = data.filename.replace(/[^\w.-]+/g, '_');
        return reply
          .header('Content-Type', data.contentType ?? e.produces.contentType)
          .header('Content-Disposition', `attachment; filename="${safeName}"`)
          .header('Cache-Control', 'no-store')
          .send(data.body);
      }
      if (ctx.validateResponses) {
        const checked = e.response.safeParse(data);
        if (!checked.success) {
          throw new Error(`Response of ${e.id} breaks the contract: ${checked.error.message}`);
        }
      }
      // An answer from a read cache was turned into JSON once, when first sent.
      const json = sharedAnswerJson(data);
      if (json !== undefined) {
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"status":200,"msg":${JSON.stringify(msg)},"data":${json}}`);
      }
      return reply.send({ status: 200, msg, data: data ?? null });
    },
  });
}
