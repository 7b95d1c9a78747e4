import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createAdminClient } from './admin';
import { type FileDownload, isApiError } from './core';
import { adminGroup } from './test-utils/endpoints';
import { fail, ok, startTestServer, type TestServer } from './test-utils/test-server';
import { transports } from './test-utils/transports';

describe.each(transports)('%s', (_transport, adapter) => {
  const EXCEL = '/sbc-admin/v1/event/event_presence_excel';
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      '/sbc-admin/v1/login/stored': ok({ token: 'new-jwt' }),
      '/sbc-admin/v1/account/profile': ok({ name: 'Admin' }),
    });
  });
  afterAll(() => server.close());

  const api = (getToken = () => 'admin-jwt' as string | null) =>
    createAdminClient({ baseURL: server.baseURL, adapter, getToken, endpoints: adminGroup });

  describe('createAdminClient', () => {
    it('sends the bearer token', async () => {
      await expect(api().profile()).resolves.toEqual({ name: 'Admin' });
      expect(server.last().headers.authorization).toBe('Bearer admin-jwt');
    });

    it('sends no Authorization without a token, nor on login', async () => {
      await api(() => null).profile();
      expect(server.last().headers.authorization).toBeUndefined();
      await expect(api().login({ body: { email: 'a@b.c', password: 'rahasia' } })).resolves.toEqual(
        {
          token: 'new-jwt',
        },
      );
      expect(server.last()).toMatchObject({ body: 'email=a%40b.c&password=rahasia' });
      expect(server.last().headers.authorization).toBeUndefined();
    });

    it('reports how much of the body was sent', async () => {
      const seen: number[] = [];
      await api().login(
        { body: { email: 'a@b.c', password: 'x'.repeat(200_000) } },
        { onUploadProgress: (fraction) => seen.push(fraction) },
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((f, i) => f >= 0 && f <= 1 && f >= (seen[i - 1] ?? 0))).toBe(true);
      expect(seen.at(-1)).toBe(1);
    });

    it('accepts an async token getter', async () => {
      await createAdminClient({
        baseURL: server.baseURL,
        adapter,
        getToken: async () => 'later',
        endpoints: adminGroup,
      }).profile();
      expect(server.last().headers.authorization).toBe('Bearer later');
    });

    it('downloads a file with the name of Content-Disposition', async () => {
      const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]);
      server.route(EXCEL, {
        body: bytes,
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': 'attachment; filename="presensi-acara-7.xlsx"',
        },
      });
      const file = await api().presenceExcel({ body: { event_id: 7 } });
      expect(file).toEqual({
        data: expect.any(ArrayBuffer),
        filename: 'presensi-acara-7.xlsx',
        contentType: XLSX,
      });
      expect(new Uint8Array((file as FileDownload).data)).toEqual(new Uint8Array(bytes));
      expect(server.last()).toMatchObject({ body: 'event_id=7' });
    });

    it('answers a null filename and the declared type when the server names neither', async () => {
      server.route(EXCEL, { body: Buffer.from('x'), headers: { 'Content-Type': '' } });
      await expect(api().presenceExcel({ body: { event_id: 7 } })).resolves.toMatchObject({
        filename: null,
        contentType: XLSX,
      });
    });

    it('rejects a file call answered with an error envelope, with the session rule applied', async () => {
      const reload = vi.fn();
      const clearAdminToken = vi.fn();
      server.route(EXCEL, fail(401, 'Token kedaluwarsa'));
      const client = createAdminClient({
        baseURL: server.baseURL,
        adapter,
        getToken: () => 'jwt',
        endpoints: adminGroup,
        hooks: { reload, clearAdminToken },
      });
      const error: unknown = await client
        .presenceExcel({ body: { event_id: 7 } })
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.message).toBe('Token kedaluwarsa');
      expect(error).toMatchObject({ status: 401, httpStatus: 401 });
      expect([reload.mock.calls.length, clearAdminToken.mock.calls.length]).toEqual([1, 1]);
    });

    it('rejects a file call answered with a success envelope as invalid', async () => {
      server.route(EXCEL, ok(null));
      await expect(api().presenceExcel({ body: { event_id: 7 } })).rejects.toThrow(
        'Respons tidak valid',
      );
    });

    it('serves the registry group by default', () => {
      const client = createAdminClient({ baseURL: server.baseURL, adapter, getToken: () => null });
      expect(typeof client.adminLogin).toBe('function');
      expectTypeOf(client.adminLogin).parameter(0).toHaveProperty('body');
    });
  });
});
