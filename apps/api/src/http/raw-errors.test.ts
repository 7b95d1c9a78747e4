import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes on a fresh TCP connection and reads the answer until the server closes it. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe('requests refused before routing still get the Indonesian envelope', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  function expectEnvelope(answer: RawAnswer, status: number, msg: string): void {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    const errors = status === 400 ? { errors: [{ field: 'request', message: msg }] } : {};
    expect(JSON.parse(answer.body)).toEqual({ status, msg, data: null, ...errors });
  }

  it('answers a query string over the 16 KB header limit with a 431 envelope', async () => {
    const url = `/sbc-visitor/v1/news/permalink?news_permalink=${'a'.repeat(17_000)}`;
    const answer = await sendRaw(port, `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expectEnvelope(answer, 431, 'Alamat atau header permintaan terlalu panjang');
    // The contract says so for this call, as for every other.
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths['/sbc-visitor/v1/news/permalink'].get.responses)).toContain('431');
  });

  it('answers a malformed Content-Length with a 400 envelope', async () => {
    const answer = await sendRaw(
      port,
      'POST /sbc-visitor/v1/create-subscriber HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    );
    expectEnvelope(answer, 400, 'Permintaan tidak valid');
  });

  it('answers a request line that is not HTTP with a 400 envelope', async () => {
    const answer = await sendRaw(port, 'HALO SBC\r\n\r\n');
    expectEnvelope(answer, 400, 'Permintaan tidak valid');
  });

  it('still serves a well-formed request on the same server', async () => {
    const answer = await sendRaw(
      port,
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 200, msg: 'ok', data: { db: 'pglite' } });
  });
});
