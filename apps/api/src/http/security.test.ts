import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('OPTIONS requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers an OPTIONS that is not a CORS preflight with the 400 envelope', async () => {
    for (const headers of [
      {},
      { origin: 'http://localhost:3000' },
      { 'access-control-request-method': 'POST' },
    ]) {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/sbc-visitor/v1/info', headers });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({
        status: 400,
        msg: 'Permintaan OPTIONS hanya untuk preflight CORS dari browser',
        data: null,
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('still answers a browser preflight from a configured origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/sbc-visitor/v1/create-subscriber',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(res.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, X-Request-Id',
    );
  });
});
