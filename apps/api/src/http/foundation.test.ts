import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTH, createTestApp, databases, type TestApp } from '../test/harness';

describe.each(databases)('HTTP foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MULTIPLIER: '0.3' });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, msg: 'ok', data: { db: kind } });
  });

  it('answers site info to the public client credential only', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/info', headers: { authorization: CLIENT_AUTH } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('sekretariat@sbc.or.id');
    const anonymous = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/info' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, data: null });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/sbc-visitor/v1/info',
      headers: { authorization: `Basic ${Buffer.from('sbc-web:nope').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('creates visitor sessions with distinct signed ids that the server recognises', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/session/create', headers: { authorization: CLIENT_AUTH, 'user-agent': 'UjiBrowser/1.0' } });
    const two = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/session/create', headers: { authorization: CLIENT_AUTH } });
    const a = one.json().data;
    expect(a.agent).toBe('UjiBrowser/1.0');
    expect(a.info.city).toBe('');
    expect(a.client_id).not.toBe(two.json().data.client_id);
    expect(t.ctx.visitorIds.isValid(a.client_id)).toBe(true);
    const forged = a.client_id.slice(0, -2) + (a.client_id.endsWith('AA') ? 'BB' : 'AA');
    expect(t.ctx.visitorIds.isValid(forged)).toBe(false);
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, msg: 'Alamat tidak ditemukan', data: null });
  });

  it('answers a path the router cannot read with an envelope naming the path, and one too long with 414', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/event/detail/%ED%A0%80' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      status: 400,
      msg: 'Alamat tidak valid',
      data: null,
      errors: [{ field: 'path', message: 'Alamat tidak valid' }],
    });
    const long = await t.app.inject({ method: 'GET', url: `/sbc-visitor/v1/event/detail/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 414, msg: 'Alamat terlalu panjang', data: null });
  });

  it('turns bad input into 400 with field errors, in both encodings, never 500', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/sbc-admin/v1/login/stored',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=bukan-email&password=',
    });
    expect(form.statusCode).toBe(400);
    const fields = form.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/sbc-admin/v1/login/stored',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ status: 400, data: null });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/sbc-admin/v1/login/stored',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().status).toBe(415);
  });

  it('sends security headers and CORS for our origins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    const foreign = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/sbc-visitor/v1/session/create'].get.responses['200']).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
