import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient } from './public';
import { createNodeAdapter } from './node-adapter';
import { visitorGroup } from './test-utils/endpoints';
import { ok, startTestServer, type TestServer } from './test-utils/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    '/sbc-visitor/v1/info': ok({ name: 'SBC', updated_at: 1_700_000_000 }),
  });
});
afterAll(() => server.close());

describe('createNodeAdapter', () => {
  it('keeps the connection to the API open between calls', async () => {
    const api = createPublicClient({
      baseURL: server.baseURL,
      adapter: createNodeAdapter(),
      clientId: 'id',
      clientSecret: 's',
      endpoints: visitorGroup,
    });
    const ports = new Set<number>();
    for (let i = 0; i < 5; i += 1) {
      await api.getInfo();
      ports.add(server.last().remotePort ?? 0);
    }
    expect(server.received.slice(-5).every((r) => r.headers.connection === 'keep-alive')).toBe(
      true,
    );
    expect(ports.size).toBe(1);
  });
});
