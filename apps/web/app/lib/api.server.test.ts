import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createPublicClient } from '@sbc/api-client/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What server.mjs keeps for each request; set before the module reads it.
const requestContext = new AsyncLocalStorage<{ ip: string; userAgent?: string }>();
globalThis.__sbcRequestContext = requestContext;
const { serverClientOptions, visitorHeaders } = await import('./api.server');

const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

/** A stand-in API that records the headers of each call and answers the content version. */
const received: IncomingHttpHeaders[] = [];
const api = createServer((req, res) => {
  received.push(req.headers);
  req.resume();
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      status: 200,
      msg: 'OK',
      data: { version: 3, published_through: '2026-11-24T01:00:00.000Z' },
    }),
  );
});
let baseURL = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('visitorHeaders', () => {
  it("passes on the visitor's address and browser", () => {
    const headers = requestContext.run({ ip: '203.0.113.7', userAgent: FIREFOX }, visitorHeaders);
    expect(headers).toEqual({ 'X-Forwarded-For': '203.0.113.7', 'User-Agent': FIREFOX });
  });

  it('leaves out what the request did not have, and adds nothing outside a request', () => {
    expect(requestContext.run({ ip: '203.0.113.7', userAgent: '' }, visitorHeaders)).toEqual({
      'X-Forwarded-For': '203.0.113.7',
    });
    expect(visitorHeaders()).toBeUndefined();
  });

  it("reaches the API on a server-side call made for the visitor's request", async () => {
    const client = createPublicClient({
      ...serverClientOptions,
      baseURL,
      clientId: 'sbc-web',
      clientSecret: 'secret',
    });
    const answer = await requestContext.run({ ip: '203.0.113.7', userAgent: FIREFOX }, () =>
      client.getContentVersion(),
    );
    expect(answer).toEqual({ version: 3, published_through: '2026-11-24T01:00:00.000Z' });
    expect(received.at(-1)).toMatchObject({
      'user-agent': FIREFOX,
      'x-forwarded-for': '203.0.113.7',
    });
  });
});
