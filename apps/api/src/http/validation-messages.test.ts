import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTH, createTestApp, databases, type TestApp } from '../test/harness';

describe.each(databases)('validation messages a person understands, on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_MULTIPLIER: '1000' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/sbc-admin/v1/login/stored',
      payload: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
    });
    adminToken = `Bearer ${login.json().data.token}`;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, auth = CLIENT_AUTH) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
  const get = (url: string, auth = CLIENT_AUTH) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: auth } });

  it.each([
    ['a missing field', '/sbc-visitor/v1/create-subscriber', {}, 'email', 'Wajib diisi.'],
    [
      'a missing choice',
      '/sbc-visitor/v1/chapter/pengurus',
      {},
      'board',
      'Wajib diisi. Pilih salah satu: nasional, chapter, dewan-syuro.',
    ],
    [
      'a wrong choice',
      '/sbc-visitor/v1/chapter/pengurus',
      { board: 'pusat' },
      'board',
      'Pilih salah satu: nasional, chapter, dewan-syuro.',
    ],
    [
      'a yes or no for a number',
      '/sbc-visitor/v1/category/permalink',
      { page: true },
      'page',
      'Harus berupa angka.',
    ],
    [
      'words for a number',
      '/sbc-visitor/v1/category/permalink',
      { page: 'dua' },
      'page',
      'Harus berupa bilangan bulat.',
    ],
    [
      'a number too large for JavaScript',
      '/sbc-visitor/v1/category/permalink',
      { perPage: 1e300 },
      'perPage',
      'Angka terlalu besar.',
    ],
    [
      'a number over the limit',
      '/sbc-visitor/v1/category/permalink',
      { perPage: 101 },
      'perPage',
      'Paling besar 100.',
    ],
    [
      'a number under the limit',
      '/sbc-visitor/v1/category/permalink',
      { perPage: 0 },
      'perPage',
      'Paling kecil 1.',
    ],
    [
      'a word for yes or no',
      '/sbc-visitor/v1/news/new_content',
      { exclude_read: 'mungkin' },
      'exclude_read',
      'Harus berupa ya atau tidak.',
    ],
    [
      'a wrong choice of several',
      '/sbc-visitor/v1/category/permalink',
      { columnFilters: { news_content_type: 'podcast' } },
      'columnFilters.news_content_type',
      'Pilih salah satu: article, video, page.',
    ],
    [
      'a number for text',
      '/sbc-visitor/v1/create-subscriber',
      { email: 'a@contoh.id', first_name: 5 },
      'first_name',
      'Harus berupa teks.',
    ],
    [
      'a text too long',
      '/sbc-visitor/v1/create-subscriber',
      { email: 'a@contoh.id', first_name: 'x'.repeat(61) },
      'first_name',
      'Paling banyak 60 karakter.',
    ],
    [
      'a list for text',
      '/sbc-visitor/v1/newsletter/unsubscribe',
      { token: ['a', 'b'] },
      'token',
      'Harus berupa teks.',
    ],
    [
      'a text too short',
      '/sbc-visitor/v1/newsletter/unsubscribe',
      { token: 'pendek' },
      'token',
      'Paling sedikit 10 karakter.',
    ],
  ])('answers %s in plain Indonesian', async (_, url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: message, data: null });
    // One message per field: after a wrong type, the field's other checks say nothing useful.
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it('keeps the message a schema sets itself', async () => {
    const res = await post('/sbc-visitor/v1/create-subscriber', { email: 'bukan-email' });
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Format email tidak valid' }]);
  });

  it('answers ids beyond a PostgreSQL integer as a field error, never a database fault', async () => {
    for (const url of [
      '/sbc-visitor/v1/event/detail/2147483648',
      '/sbc-visitor/v1/event/detail/99999999999999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        msg: 'Angka terlalu besar.',
        data: null,
        errors: [{ field: 'id', message: 'Angka terlalu besar.' }],
      });
    }
    const article = await get('/sbc-admin/v1/news/detail/2147483648', adminToken);
    expect(article.statusCode).toBe(400);
    expect(article.json().errors).toEqual([{ field: 'id', message: 'Angka terlalu besar.' }]);
    const query = await get('/sbc-visitor/v1/rating/average?id=2147483648');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([{ field: 'id', message: 'Angka terlalu besar.' }]);
    const largest = await get('/sbc-visitor/v1/event/detail/2147483647');
    expect(largest.statusCode).toBe(404);
  });
});
