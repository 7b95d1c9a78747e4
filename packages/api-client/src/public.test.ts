import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createPublicClient } from './public';
import { visitorGroup } from './test-utils/endpoints';
import { ok, startTestServer, type TestServer } from './test-utils/test-server';

import { transports } from './test-utils/transports';

describe.each(transports)('%s', (_transport, adapter) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      '/sbc-visitor/v1/info': ok({ name: 'SBC', updated_at: 1_700_000_000 }),
      '/sbc-visitor/v1/category/permalink': ok({
        data: [{ id: 1, title: 'Waspada' }],
        totalRecords: 1,
      }),
      '/sbc-visitor/v1/bookmark/is_bookmark/v%2F1/42': ok(true),
      '/sbc-visitor/v1/category/highlight': ok([]),
      '/sbc-visitor/v1/comments/add_stored': ok(null),
    });
  });
  afterAll(() => server.close());

  const client = (getToken?: () => string | null) =>
    createPublicClient({
      baseURL: server.baseURL,
      adapter,
      clientId: 'sbc-web',
      clientSecret: 'sbc-web-demo-secret',
      getToken,
      endpoints: visitorGroup,
    });

  describe('createPublicClient', () => {
    it('sends the Basic credential and parses the data with the response schema (transform applied)', async () => {
      const info = await client().getInfo();
      expect(info).toEqual({ name: 'SBC', updated_at: new Date(1_700_000_000_000) });
      expect(server.last()).toMatchObject({ method: 'GET', url: '/sbc-visitor/v1/info' });
      expect(server.last().headers.authorization).toBe(
        'Basic c2JjLXdlYjpzYmMtd2ViLWRlbW8tc2VjcmV0',
      );
    });

    it.each([
      ['a token', () => 'member-jwt', 'Bearer member-jwt'],
      ['no token', () => null, 'Basic c2JjLXdlYjpzYmMtd2ViLWRlbW8tc2VjcmV0'],
    ])('with %s the getter decides the Authorization header', async (_, getToken, header) => {
      await client(getToken).addComment({ body: { news_id: 7, comment: 'Bagus' } });
      expect(server.last().headers.authorization).toBe(header);
    });

    it('adds the extra headers read at each call, such as the visitor address', async () => {
      let ip = '203.0.113.7';
      const c = createPublicClient({
        baseURL: server.baseURL,
        adapter,
        clientId: 'sbc-web',
        clientSecret: 'sbc-web-demo-secret',
        endpoints: visitorGroup,
        headers: () => ({ 'X-Forwarded-For': ip }),
      });
      await c.getInfo();
      expect(server.last().headers['x-forwarded-for']).toBe('203.0.113.7');
      ip = '198.51.100.9';
      await c.getInfo();
      expect(server.last().headers['x-forwarded-for']).toBe('198.51.100.9');
    });

    it('form-encodes nested objects in brackets and arrays as repeated keys', async () => {
      const page = await client().listCategoryNews({
        body: {
          columnFilters: { category_permalink: 'alert', news_visibility: 'Public' },
          page: 1,
          perPage: 20,
          exclude_news_id: [3, 9],
          note: undefined,
        },
      });
      expect(page).toEqual({ data: [{ id: 1, title: 'Waspada' }], totalRecords: 1 });
      const { method, headers, body } = server.last();
      expect(method).toBe('POST');
      expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(body).toBe(
        'columnFilters%5Bcategory_permalink%5D=alert&columnFilters%5Bnews_visibility%5D=Public' +
          '&page=1&perPage=20&exclude_news_id=3&exclude_news_id=9',
      );
    });

    it('fills path parameters, encoded', async () => {
      await expect(
        client().isBookmark({ params: { visitor_id: 'v/1', news_id: 42 } }),
      ).resolves.toBe(true);
      expect(server.last().url).toBe('/sbc-visitor/v1/bookmark/is_bookmark/v%2F1/42');
    });

    it('puts a GET query in the URL, arrays repeated, and sends no body', async () => {
      await client().getHighlight({ query: { limit: 5, tag: ['a', 'b'] } });
      expect(server.last()).toMatchObject({
        method: 'GET',
        url: '/sbc-visitor/v1/category/highlight?limit=5&tag=a&tag=b',
        body: '',
      });
    });

    it('types each method from its endpoint', () => {
      const api = client();
      expectTypeOf(api.getInfo).parameters.toEqualTypeOf<
        [options?: { signal?: AbortSignal; onUploadProgress?: (fraction: number) => void }]
      >();
      expectTypeOf(api.getInfo).returns.resolves.toEqualTypeOf<{
        name: string;
        updated_at: Date;
      }>();
      expectTypeOf(api.isBookmark)
        .parameter(0)
        .toEqualTypeOf<{ params: { visitor_id: string; news_id: number } }>();
      // @ts-expect-error a call without input takes no input argument
      const _wrong = () => api.getInfo({ body: {} });
    });
  });
});
