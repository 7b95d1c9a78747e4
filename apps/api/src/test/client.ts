import { type FastifyInstance } from 'fastify';
import { CLIENT_AUTH } from './harness';

/** Calls the app as the public client does: Basic credential, form or JSON body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: Record<string, unknown> | string; token?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: options.token ? `Bearer ${options.token}` : CLIENT_AUTH,
  };
  let payload: string | undefined;
  if (typeof options.body === 'string') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = options.body;
  } else if (options.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const res = await app.inject({ method, url: path, headers, payload, remoteAddress: options.ip });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { status: number; msg: string; data: any; errors?: { field: string }[] } };
}
