import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, invoices, membershipActivations } from '../../db/schema';
import { type ContentScope } from '../../services/content-changes';
import { notificationSignature } from '../../services/payment-provider';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';
import { freePort } from '../../test/listen';

const O = '/sbc-member-core/v1';
const KEY = 'SB-Mid-server-sbc-demo-key';

describe.each(databases)('cancelling an unpaid order on %s', (kind) => {
  let t: TestApp;
  let member: string;
  const notified: ContentScope[] = [];

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp(kind, {
      API_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MULTIPLIER: '100',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    t.ctx.contentChanges.subscribe((scope) => notified.push(scope));
    member = (
      await call(t.app, 'POST', `${O}/auth/login`, {
        body: { email: 'anggota2@sbc.test', password: 'AnggotaDemo#2026' },
      })
    ).body.data.token;
  });
  afterAll(() => t.close());

  const order = async (product = 'ANGGOTA-1B') =>
    (
      await call(t.app, 'POST', `${O}/order/stored`, {
        token: member,
        body: { product_code: product },
      })
    ).body.data;
  const cancel = (code: string, token?: string) =>
    call(t.app, 'POST', `${O}/order/cancel`, { token, body: { order_code: code } });
  const invoiceOf = async (code: string) => {
    const [row] = await t.ctx.database.db.select().from(invoices).where(eq(invoices.code, code));
    return row;
  };
  const paidEvent = async (seats = 10) => {
    const [e] = await t.ctx.database.db
      .insert(events)
      .values({
        slug: `batal-${Math.random().toString(36).slice(2, 8)}`,
        title: 'Kelas Berbayar',
        startsAt: new Date(Date.now() + 86_400_000 * 9),
        endsAt: new Date(Date.now() + 86_400_000 * 9 + 3_600_000),
        seats,
        priceMember: 50000,
        priceNonMember: 100000,
      })
      .returning();
    if (!e) throw new Error('no event');
    return e;
  };
  const seatsTaken = async (eventId: number) =>
    (await t.ctx.database.db.select().from(events).where(eq(events.id, eventId)))[0]
      ?.participantCount;

  it('cancels a membership order and answers it closed, as get-invoice does', async () => {
    const created = await order();
    const res = await cancel(created.code, member);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Pesanan dibatalkan');
    expect(res.body.data).toMatchObject({
      code: created.code,
      stage: 'cancelled',
      kind: 'membership',
      invoice: { status: 'cancelled' },
      payment: null,
    });
    expect(res.body.data.detail).toHaveLength(1);
    const read = await call(t.app, 'POST', `${O}/order/get-invoice`, {
      token: member,
      body: { order_code: created.code },
    });
    expect(read.body.data).toMatchObject({ stage: 'cancelled', invoice: { status: 'cancelled' } });
    const listed = await call(t.app, 'GET', '/sbc-member-report/v1/orders', { token: member });
    expect(listed.body.data.find((o: { code: string }) => o.code === created.code)?.stage).toBe(
      'cancelled',
    );
    // Nothing more can be done with it.
    expect(
      (
        await call(t.app, 'POST', `${O}/order/update-select-payment`, {
          token: member,
          body: { order_code: created.code, payment_type: 'card' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(t.app, 'POST', `${O}/pay/stored`, {
          token: member,
          body: { order_code: created.code },
        })
      ).status,
    ).toBe(409);
  });

  it('cancels an event order: the registration is cancelled, its seat comes back once, and the address may register again', async () => {
    const e = await paidEvent();
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data
      .client_id;
    const body = {
      event_id: e.id,
      name: 'Tamu Batal',
      email: `batal.${Math.random().toString(36).slice(2, 8)}@contoh.id`,
      phone: '081233334444',
      user_id: visitor,
    };
    const reg = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body });
    expect(reg.body.data.status).toBe('pending_payment');
    expect(await seatsTaken(e.id)).toBe(1);
    notified.length = 0;

    // A visitor holds no account: the code alone lets them cancel, as it lets them pay.
    const res = await cancel(reg.body.data.order_code);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      stage: 'cancelled',
      kind: 'event',
      event_permalink: e.slug,
    });
    expect(await seatsTaken(e.id)).toBe(0);
    const [row] = await t.ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, reg.body.data.registration_id));
    expect(row?.status).toBe('cancelled');
    expect(notified).toContain('events');

    const twice = await cancel(reg.body.data.order_code);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('Pesanan ini sudah dibatalkan.');
    expect(await seatsTaken(e.id)).toBe(0);

    const again = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body });
    expect(again.status).toBe(200);
    expect(again.body.data.order_code).not.toBe(reg.body.data.order_code);
    expect(await seatsTaken(e.id)).toBe(1);
  });

  it('closes an order once under two cancels at once', async () => {
    const e = await paidEvent();
    const body = {
      event_id: e.id,
      name: 'Tamu Ganda',
      email: `ganda.${Math.random().toString(36).slice(2, 8)}@contoh.id`,
      phone: '081233334444',
    };
    const reg = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body });
    const results = await Promise.all([
      cancel(reg.body.data.order_code),
      cancel(reg.body.data.order_code),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await seatsTaken(e.id)).toBe(0);
  });

  it('refuses a paid, an expired, an unknown or a malformed order in Indonesian', async () => {
    const paid = await order();
    await call(t.app, 'POST', `${O}/order/update-select-payment`, {
      token: member,
      body: { order_code: paid.code, payment_type: 'card' },
    });
    await call(t.app, 'POST', `${O}/pay/stored`, {
      token: member,
      body: { order_code: paid.code },
    });
    const fields = { order_id: paid.code, status_code: '200', gross_amount: '50000.00' };
    await call(t.app, 'POST', `${O}/pay/notification`, {
      body: {
        ...fields,
        transaction_status: 'settlement',
        signature_key: notificationSignature(fields, KEY),
      },
    });
    const refusedPaid = await cancel(paid.code, member);
    expect(refusedPaid.status).toBe(409);
    expect(refusedPaid.body.msg).toBe('Pesanan ini sudah dibayar dan tidak dapat dibatalkan.');
    expect((await invoiceOf(paid.invoice.code))?.status).toBe('paid');

    const late = await order();
    await t.ctx.database.db
      .update(invoices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invoices.code, late.invoice.code));
    const refusedExpired = await cancel(late.code, member);
    expect(refusedExpired.status).toBe(409);
    expect(refusedExpired.body.msg).toBe(
      'Pesanan ini sudah ditutup karena batas waktu pembayarannya lewat.',
    );
    expect((await invoiceOf(late.invoice.code))?.status).toBe('expired');

    const unknown = await cancel('tidak-ada-pesanan-ini', member);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Pesanan tidak ditemukan');

    const short = await cancel('abc', member);
    expect(short.status).toBe(400);
    expect(short.body.msg).toContain('Kode pesanan tidak valid');
    const missing = await call(t.app, 'POST', `${O}/order/cancel`, { token: member, body: {} });
    expect(missing.status).toBe(400);
  });

  it("keeps another member's order hidden", async () => {
    const mine = await order();
    const other = (
      await call(t.app, 'POST', `${O}/auth/login`, {
        body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
      })
    ).body.data.token;
    const res = await cancel(mine.code, other);
    expect(res.status).toBe(404);
    expect((await invoiceOf(mine.invoice.code))?.status).toBe('unpaid');
  });

  it('expires the payment opened at the provider, and a settlement arriving after the cancel grants nothing', async () => {
    const e = await paidEvent();
    const body = {
      event_id: e.id,
      name: 'Tamu Telat',
      email: `telat.${Math.random().toString(36).slice(2, 8)}@contoh.id`,
      phone: '081233334444',
    };
    const reg = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body });
    const code = reg.body.data.order_code as string;
    await call(t.app, 'POST', `${O}/order/update-select-payment`, {
      body: { order_code: code, payment_type: 'ewallet' },
    });
    const pay = await call(t.app, 'POST', `${O}/pay/stored`, { body: { order_code: code } });
    const payPage = pay.body.data.payment.redirect_url as string;

    const res = await cancel(code);
    expect(res.body.data).toMatchObject({ stage: 'cancelled', payment: { status: 0 } });
    expect(await (await fetch(payPage)).text()).toContain('Transaksi sudah kedaluwarsa.');

    const gross = `${res.body.data.invoice.total_bill}.00`;
    const fields = { order_id: code, status_code: '200', gross_amount: gross };
    const settled = await call(t.app, 'POST', `${O}/pay/notification`, {
      body: {
        ...fields,
        transaction_status: 'settlement',
        signature_key: notificationSignature(fields, KEY),
      },
    });
    expect(settled.body.data.invoice_status).toBe('cancelled');
    const [row] = await t.ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, reg.body.data.registration_id));
    expect(row?.status).toBe('cancelled');
    expect(await seatsTaken(e.id)).toBe(0);

    // The console shows it cancelled and owed a refund.
    const admin = (
      await call(t.app, 'POST', '/sbc-admin/v1/login/stored', {
        body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
      })
    ).body.data.token;
    const listed = await call(t.app, 'POST', '/sbc-admin/v1/community/order/list', {
      token: admin,
      body: { q: code },
    });
    expect(listed.body.data.data[0]).toMatchObject({
      status: 'cancelled',
      paid_at: null,
      paid_after_closing: true,
    });
    const filtered = await call(t.app, 'POST', '/sbc-admin/v1/community/order/list', {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(filtered.body.data.data.map((o: { order_code: string }) => o.order_code)).toContain(
      code,
    );
  });

  it('grants no membership for a settlement of a cancelled membership order', async () => {
    const created = await order();
    await cancel(created.code, member);
    const fields = { order_id: created.code, status_code: '200', gross_amount: '50000.00' };
    const settled = await call(t.app, 'POST', `${O}/pay/notification`, {
      body: {
        ...fields,
        transaction_status: 'settlement',
        signature_key: notificationSignature(fields, KEY),
      },
    });
    expect(settled.body.data.invoice_status).toBe('cancelled');
    const invoice = await invoiceOf(created.invoice.code);
    expect(
      await t.ctx.database.db
        .select()
        .from(membershipActivations)
        .where(eq(membershipActivations.invoiceId, invoice?.id ?? 0)),
    ).toHaveLength(0);
  });
});
