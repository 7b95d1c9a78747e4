import { AxiosError } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createAdminClient } from './admin';
import { type ApiError, type ClientHooks, isApiError } from './core';
import { createMemberClient } from './member';
import { createOrderClient } from './order';
import { createPublicClient } from './public';
import { adminGroup, memberGroup, orderGroup, visitorGroup } from './test-utils/endpoints';
import { type Canned, fail, ok, startTestServer, type TestServer } from './test-utils/test-server';
import { transports } from './test-utils/transports';

describe.each(transports)('%s', (_transport, adapter) => {
  const INFO = '/sbc-visitor/v1/info';
  const PROFILE = '/sbc-admin/v1/account/profile';
  const LOGIN = '/sbc-admin/v1/login/stored';
  const CONNECT = '/sbc-member-core/v1/connect/to-member';
  const INVOICE = '/sbc-member-core/v1/order/get-invoice';

  let server: TestServer;
  let hooks: { [K in keyof Required<ClientHooks>]: Mock<() => void> };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    hooks = {
      reload: vi.fn(),
      goHome: vi.fn(),
      clearAdminToken: vi.fn(),
      clearMemberCredentials: vi.fn(),
    };
  });

  const common = () => ({ baseURL: server.baseURL, hooks, getToken: () => 'jwt', adapter });
  const publicApi = () =>
    createPublicClient({
      ...common(),
      clientId: 'id',
      clientSecret: 'secret',
      endpoints: visitorGroup,
    });
  const adminApi = () => createAdminClient({ ...common(), endpoints: adminGroup });
  const memberApi = () => createMemberClient({ ...common(), endpoints: memberGroup });
  const orderApi = () => createOrderClient({ ...common(), endpoints: orderGroup });

  /** The rejection of a call that must fail. */
  async function rejection(call: Promise<unknown>): Promise<unknown> {
    return call.then(
      () => expect.fail('expected the call to reject'),
      (error: unknown) => error,
    );
  }

  async function apiError(call: Promise<unknown>): Promise<ApiError> {
    const error = await rejection(call);
    if (!isApiError(error)) throw new Error(`Not an ApiError: ${String(error)}`);
    return error;
  }

  const hooksCalled = () =>
    Object.entries(hooks)
      .filter(([, hook]) => hook.mock.calls.length > 0)
      .map(([name]) => name);

  describe('a body whose status is not 200 (SPEC section 8)', () => {
    it.each([
      ['the body msg', fail(404, 'Berita tidak ditemukan'), 404, 404, 'Berita tidak ditemukan'],
      ['Error when msg is missing', fail(409), 409, 409, 'Error'],
      ['Error when msg is empty', fail(500, ''), 500, 500, 'Error'],
      ['even on HTTP 200', fail(403, 'Dilarang', 200), 403, 200, 'Dilarang'],
    ])('rejects with %s', async (_, canned, status, httpStatus, message) => {
      server.route(INFO, canned);
      const error = await apiError(publicApi().getInfo());
      expect(error).toMatchObject({ name: 'ApiError', message, status, httpStatus, errors: [] });
      expect(error.body).toMatchObject({ status });
      expect(hooksCalled()).toEqual([]);
    });

    it('carries the field errors of a 400', async () => {
      const errors = [{ field: 'email', message: 'Format email tidak valid' }];
      server.route(LOGIN, {
        status: 400,
        body: { status: 400, msg: 'Data tidak valid', data: null, errors },
      });
      const error = await apiError(adminApi().login({ body: { email: 'x', password: 'y' } }));
      expect(error).toMatchObject({ message: 'Data tidak valid', status: 400, errors });
    });

    it.each([50008, 50012, 50014])(
      'status %i reloads the page and still rejects',
      async (status) => {
        server.route(PROFILE, fail(status, 'Sesi berakhir'));
        const error = await apiError(adminApi().profile());
        expect(error).toMatchObject({ status, httpStatus: 200, message: 'Sesi berakhir' });
        expect(hooksCalled()).toEqual(['reload']);
      },
    );
  });

  describe('session rules on the HTTP status (SPEC section 8)', () => {
    it.each([
      ['admin', 401, () => adminApi().profile(), PROFILE, ['reload', 'clearAdminToken']],
      ['admin', 406, () => adminApi().profile(), PROFILE, ['reload', 'clearAdminToken']],
      ['admin', 403, () => adminApi().profile(), PROFILE, []],
      [
        'member',
        401,
        () => memberApi().connect({ query: { token: 't' } }),
        CONNECT,
        ['goHome', 'clearMemberCredentials'],
      ],
      ['member', 406, () => memberApi().connect({ query: { token: 't' } }), CONNECT, []],
      [
        'order',
        401,
        () =>
          orderApi().getInvoice({ body: { invoice: 'INV', items: [], meta: { channel: 'va' } } }),
        INVOICE,
        ['goHome', 'clearMemberCredentials'],
      ],
      ['public', 401, () => publicApi().getInfo(), INFO, []],
    ])('%s client, HTTP %i', async (_, httpStatus, call, path, expected) => {
      server.route(path, fail(httpStatus, 'Tidak diizinkan'));
      const error = await apiError(call());
      expect(error).toMatchObject({ httpStatus, message: 'Tidak diizinkan' });
      expect(hooksCalled().sort()).toEqual([...expected].sort());
    });

    it('clears before it navigates', async () => {
      server.route(PROFILE, fail(401, 'Token kedaluwarsa'));
      await apiError(adminApi().profile());
      expect(hooks.clearAdminToken.mock.invocationCallOrder[0]).toBeLessThan(
        hooks.reload.mock.invocationCallOrder[0] ?? 0,
      );
    });

    it('leaves a login call alone: its 401 is wrong credentials, not an expired session', async () => {
      server.route(LOGIN, fail(401, 'Email atau kata sandi salah'));
      const error = await apiError(adminApi().login({ body: { email: 'a@b.c', password: 'x' } }));
      expect(error.message).toBe('Email atau kata sandi salah');
      expect(hooksCalled()).toEqual([]);
    });

    it('works without hooks (SSR)', async () => {
      server.route(PROFILE, fail(401, 'Token kedaluwarsa'));
      const api = createAdminClient({
        baseURL: server.baseURL,
        adapter,
        getToken: () => 'jwt',
        endpoints: adminGroup,
      });
      await expect(api.profile()).rejects.toThrow('Token kedaluwarsa');
    });
  });

  describe('answers that break the contract', () => {
    it.each<[string, Canned]>([
      ['data not matching the response schema', ok({ name: 42 })],
      [
        'a 2xx body that is no envelope',
        { body: '<html>ok</html>', headers: { 'Content-Type': 'text/html' } },
      ],
      ['an empty 204', { status: 204 }],
    ])('rejects %s with "Respons tidak valid"', async (_, canned) => {
      server.route(INFO, canned);
      const error = await apiError(publicApi().getInfo());
      expect(error.message).toBe('Respons tidak valid');
    });
  });

  describe('transport errors reject with the axios error', () => {
    it('a non-envelope error page, with the response attached', async () => {
      server.route(INFO, {
        status: 502,
        body: 'Bad Gateway',
        headers: { 'Content-Type': 'text/plain' },
      });
      const error = await rejection(publicApi().getInfo());
      expect(error).toBeInstanceOf(AxiosError);
      expect(error).toMatchObject({
        code: 'ERR_BAD_RESPONSE',
        response: { status: 502, data: 'Bad Gateway' },
      });
      expect(isApiError(error)).toBe(false);
    });

    it('a time-out', async () => {
      server.route(INFO, { hang: true });
      const api = createPublicClient({
        baseURL: server.baseURL,
        adapter,
        clientId: 'id',
        clientSecret: 's',
        timeout: 100,
        endpoints: visitorGroup,
      });
      const error = await rejection(api.getInfo());
      expect(error).toBeInstanceOf(AxiosError);
      expect(error).toMatchObject({ code: 'ECONNABORTED' });
      expect((error as AxiosError).response).toBeUndefined();
    });

    it('a refused connection', async () => {
      const closed = await startTestServer();
      await closed.close();
      const api = createPublicClient({
        baseURL: closed.baseURL,
        adapter,
        clientId: 'id',
        clientSecret: 's',
        endpoints: visitorGroup,
      });
      const error = await rejection(api.getInfo());
      expect(error).toBeInstanceOf(AxiosError);
      expect(error).toMatchObject({ code: 'ECONNREFUSED' });
      expect((error as AxiosError).response).toBeUndefined();
    });

    it('an aborted call', async () => {
      server.route(INFO, { hang: true });
      const controller = new AbortController();
      const call = publicApi().getInfo({ signal: controller.signal });
      controller.abort();
      expect(await rejection(call)).toMatchObject({ code: 'ERR_CANCELED' });
    });
  });
});
