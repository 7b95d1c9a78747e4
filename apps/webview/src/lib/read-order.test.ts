// @vitest-environment happy-dom
import { type Order } from '@sbc/contract';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const LIVE = 'token-sesi-hidup-123';
const ENDED = 'token-sesi-berakhir-456';

const order: Order = {
  code: 'kode-pesanan-123',
  stage: 'invoice_fetched',
  kind: 'event',
  invoice: {
    id: 1,
    network_id: null,
    code: 'INV/202611/000001',
    status: 'unpaid',
    total_gross: 35000,
    total_discount_rupiah: 0,
    total_nett: 35000,
    kode_unik: 0,
    total_bill: 35000,
    payment_type: null,
    expire_datetime: 2_000_000_000,
    create_datetime: 1_900_000_000,
    update_datetime: 1_900_000_000,
  },
  payment: null,
  detail: [],
  bank_account: null,
  event_permalink: 'kelas-parenting',
  membership_until: null,
};

/** `order/get-invoice` as the API answers it: a live member session or the public client read it; an ended session is 401. */
const calls: string[] = [];
let server: Server;

function answer(request: IncomingMessage): { status: number; body: object } {
  const authorization = request.headers.authorization ?? '';
  calls.push(authorization.split(' ')[0] ?? '');
  if (authorization === `Bearer ${ENDED}`)
    return { status: 401, body: { status: 401, msg: 'Sesi berakhir', data: null } };
  if (authorization === `Bearer ${LIVE}` || authorization.startsWith('Basic ')) {
    return { status: 200, body: { status: 200, msg: 'OK', data: order } };
  }
  return { status: 404, body: { status: 404, msg: 'Pesanan tidak ditemukan', data: null } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    request.resume().on('end', () => {
      const { status, body } = answer(request);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  window.__SBC_ENV__ = { ...window.__SBC_ENV__, API_URL: `http://127.0.0.1:${port}` };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const goHome = vi.fn();
beforeEach(() => {
  calls.length = 0;
  goHome.mockReset();
  vi.spyOn(window.location, 'assign').mockImplementation(goHome);
  document.cookie = 'Member-Token=; path=/; max-age=0';
  document.cookie = 'member_profile=; path=/; max-age=0';
});

const signIn = (token: string) => {
  document.cookie = `Member-Token=${token}; path=/`;
  document.cookie = `member_profile=${encodeURIComponent('{"member_first_name":"Siti"}')}; path=/`;
};

describe('readOrder', () => {
  it('reads the order as the signed-in member', async () => {
    const { readOrder } = await import('./api');
    signIn(LIVE);
    await expect(readOrder(order.code)).resolves.toMatchObject({ code: order.code });
    expect(calls).toEqual(['Bearer']);
  });

  it('clears a session that ended elsewhere and reads the order as a guest, staying on the page', async () => {
    const { readOrder } = await import('./api');
    const { memberSession } = await import('./session');
    signIn(ENDED);
    await expect(readOrder(order.code)).resolves.toMatchObject({ code: order.code });
    expect(calls).toEqual(['Bearer', 'Basic']);
    expect(memberSession.isLoggedIn()).toBe(false);
    expect(memberSession.getProfile()).toBeNull();
    expect(goHome).not.toHaveBeenCalled();
  });

  it('reads the order as a guest without a session', async () => {
    const { readOrder } = await import('./api');
    await expect(readOrder(order.code)).resolves.toMatchObject({ code: order.code });
    expect(calls).toEqual(['Basic']);
  });
});
