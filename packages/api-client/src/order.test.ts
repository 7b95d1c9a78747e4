import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberClient } from './member';
import { createOrderClient } from './order';
import { memberGroup, orderGroup } from './test-utils/endpoints';
import { ok, startTestServer, type TestServer } from './test-utils/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    '/sbc-member-core/v1/order/get-invoice': ok({ invoice: 'INV-1' }),
    '/sbc-member-core/v1/connect/to-member': ok({ name: 'Ani' }),
  });
});
afterAll(() => server.close());

describe('createOrderClient', () => {
  it('sends JSON bodies with the bearer token', async () => {
    const api = createOrderClient({
      baseURL: server.baseURL,
      getToken: () => 'member-jwt',
      endpoints: orderGroup,
    });
    const body = { invoice: 'INV-1', items: [{ id: 3 }, { id: 9 }], meta: { channel: 'va' } };
    await expect(api.getInvoice({ body })).resolves.toEqual({ invoice: 'INV-1' });
    const received = server.last();
    expect(received.headers).toMatchObject({
      authorization: 'Bearer member-jwt',
      'content-type': 'application/json',
    });
    expect(JSON.parse(received.body)).toEqual(body);
  });
});

describe('createMemberClient', () => {
  it('sends the bearer token and the query', async () => {
    const api = createMemberClient({
      baseURL: `${server.baseURL}/`,
      getToken: () => 'member-jwt',
      endpoints: memberGroup,
    });
    await expect(api.connect({ query: { token: 'one time' } })).resolves.toEqual({ name: 'Ani' });
    expect(server.last()).toMatchObject({
      method: 'GET',
      url: '/sbc-member-core/v1/connect/to-member?token=one%20time',
    });
    expect(server.last().headers.authorization).toBe('Bearer member-jwt');
  });
});
