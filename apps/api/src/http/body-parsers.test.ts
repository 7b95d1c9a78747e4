import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/client';
import { createTestApp, databases, type TestApp } from '../test/harness';

const LOGIN = '/sbc-admin/v1/login/stored';
const CONNECT_CODE = '/sbc-member-core/v1/connect/create-code';
const FORM = 'email=admin%40sbc.test&password=AdminDemo%232026';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

describe.each(databases)('request bodies on %s', (kind) => {
  let t: TestApp;
  let doc: Doc;
  let memberToken: string;
  beforeAll(async () => {
    // Every refused body still counts against the login limit: room for all of them.
    t = await createTestApp(kind, { RATE_LIMIT_MULTIPLIER: '100' });
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const member = await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', {
      body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
    });
    memberToken = member.body.data.token;
  });
  afterAll(() => t.close());

  /** Posts a raw body; the answer is an envelope with a status that /openapi.json lists for the call. */
  async function post(path: string, headers: Record<string, string>, payload?: string) {
    const res = await t.app.inject({ method: 'POST', url: path, headers, payload });
    const body = res.json() as { status: number; msg: string; data: unknown };
    expect(body.status).toBe(res.statusCode);
    expect(Object.keys(doc.paths[path]?.post?.responses ?? {})).toContain(String(res.statusCode));
    return { status: res.statusCode, body };
  }

  it('refuses text/plain, and every type but JSON and forms, with the 415 envelope', async () => {
    const types = [
      'text/plain',
      'text/plain; charset=utf-8',
      'text/html',
      'application/xml',
      'multipart/form-data; boundary=batas',
      'application/octet-stream',
      'application/vnd.api+json',
    ];
    for (const type of types) {
      const res = await post(LOGIN, { 'content-type': type }, FORM);
      expect(res.status, type).toBe(415);
      expect(res.body, type).toEqual({
        status: 415,
        msg: expect.stringMatching(/tidak didukung/),
        data: null,
      });
    }
    // A body without any content type is not guessed at either.
    expect((await post(LOGIN, {}, FORM)).status).toBe(415);
    // The same fields as a form, and as JSON with a charset, sign in.
    expect(
      (await post(LOGIN, { 'content-type': 'application/x-www-form-urlencoded' }, FORM)).status,
    ).toBe(200);
    const json = JSON.stringify({ email: 'admin@sbc.test', password: 'AdminDemo#2026' });
    expect(
      (await post(LOGIN, { 'content-type': 'application/json; charset=utf-8' }, json)).status,
    ).toBe(200);
  });

  it('reads the body of a call without fields too: 415 for text, 400 for broken JSON, none is fine', async () => {
    const auth = { authorization: `Bearer ${memberToken}` };
    expect(
      (await post(CONNECT_CODE, { ...auth, 'content-type': 'text/plain' }, 'kode')).status,
    ).toBe(415);
    const broken = await post(
      CONNECT_CODE,
      { ...auth, 'content-type': 'application/json' },
      '{"kode":',
    );
    expect(broken).toMatchObject({
      status: 400,
      body: {
        status: 400,
        msg: 'Isi permintaan bukan JSON yang sah',
        data: null,
        errors: [{ field: 'body', message: 'Isi permintaan bukan JSON yang sah' }],
      },
    });
    const empty = await post(CONNECT_CODE, { ...auth, 'content-type': 'application/json' }, '');
    expect(empty.body).toMatchObject({ status: 400, errors: [{ field: 'body' }] });
    expect(empty.body.msg).toContain('kosong');
    expect((await post(CONNECT_CODE, auth)).status).toBe(200);
  });

  it('refuses a body over the limit with the 413 envelope', async () => {
    const huge = JSON.stringify({ email: 'admin@sbc.test', password: 'x'.repeat(1024 * 1024) });
    const res = await post(LOGIN, { 'content-type': 'application/json' }, huge);
    expect(res).toEqual({
      status: 413,
      body: { status: 413, msg: expect.stringMatching(/terlalu besar/), data: null },
    });
  });
});
