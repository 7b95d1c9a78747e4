import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events, invoices, mailOutbox, members, membershipActivations } from '../../db/schema';
import { notificationSignature } from '../../services/payment-provider';
import { expireOverdueInvoices } from './service';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';
import { freePort } from '../../test/listen';
import { wibDay } from '@sbc/format/date';

const O = '/sbc-member-core/v1';
const KEY = 'SB-Mid-server-sbc-demo-key';

describe.each(databases)('orders and payments on %s', (kind) => {
  let t: TestApp;
  let api: string;
  let member: string;

  beforeAll(async () => {
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { API_URL: api, RATE_LIMIT_MULTIPLIER: '100' });
    await t.app.listen({ port, host: '127.0.0.1' });
    member = (await call(t.app, 'POST', `${O}/auth/login`, { body: { email: 'anggota2@sbc.test', password: 'AnggotaDemo#2026' } })).body.data.token;
  });
  afterAll(() => t.close());

  const order = async (product = 'ANGGOTA-3B') => (await call(t.app, 'POST', `${O}/order/stored`, { token: member, body: { product_code: product } })).body.data;

  it('lists the packages with integer rupiah and billing periods', async () => {
    const res = await call(t.app, 'GET', `${O}/order/products`);
    const three = res.body.data.find((p: { code: string }) => p.code === 'ANGGOTA-3B');
    expect(three).toMatchObject({ package: '3months', activation_days: 90, price_gross: 150000, discount_rupiah: 15000, price_nett: 135000 });
  });

  it('pays a 3 Bulan package through the simulator and extends the membership exactly once', async () => {
    const created = await order();
    expect(created.stage).toBe('order_created');
    // A membership has no event page to go back to.
    expect(created.event_permalink).toBeNull();
    expect(created.invoice).toMatchObject({ status: 'unpaid', total_nett: 135000, kode_unik: 0 });
    const selected = await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: member, body: { order_code: created.code, payment_type: 'card' } });
    expect(selected.body.data.stage).toBe('payment_selected');
    const invoice = await call(t.app, 'POST', `${O}/order/get-invoice`, { token: member, body: { order_code: created.code } });
    expect(invoice.body.data.stage).toBe('invoice_fetched');
    const pay = await call(t.app, 'POST', `${O}/pay/stored`, { token: member, body: { order_code: created.code } });
    expect(pay.body.data.payment.redirect_url).toMatch(new RegExp(`^${api}/sandbox/snap/v2/vtweb/`));
    const pageRes = await fetch(pay.body.data.payment.redirect_url);
    expect(await pageRes.text()).toContain('Rp135.000');
    const paid = await fetch(`${pay.body.data.payment.redirect_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/order/finish?order_id=${created.code}`);
    const after = await call(t.app, 'POST', `${O}/order/get-invoice`, { token: member, body: { order_code: created.code } });
    expect(after.body.data.stage).toBe('paid');
    expect(after.body.data.event_permalink).toBeNull();
    const expected = new Date(`${wibDay()}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 90);
    expect(after.body.data.membership_until).toBe(expected.toISOString().slice(0, 10));

    // The same notification again, and an older 'pending' after it, change nothing.
    const body = {
      order_id: created.code,
      status_code: '200',
      gross_amount: '135000.00',
      transaction_status: 'settlement',
      signature_key: notificationSignature({ order_id: created.code, status_code: '200', gross_amount: '135000.00' }, KEY),
    };
    expect((await call(t.app, 'POST', `${O}/pay/notification`, { body })).status).toBe(200);
    const late = { ...body, status_code: '201', transaction_status: 'pending', signature_key: notificationSignature({ order_id: created.code, status_code: '201', gross_amount: '135000.00' }, KEY) };
    expect((await call(t.app, 'POST', `${O}/pay/notification`, { body: late })).body.data.invoice_status).toBe('paid');
    const activations = await t.ctx.database.db.select().from(membershipActivations);
    expect(activations.filter((a) => a.days === 90)).toHaveLength(1);
    const [row] = await t.ctx.database.db.select().from(members).where(eq(members.email, 'anggota2@sbc.test'));
    expect(row?.membershipUntil).toBe(expected.toISOString().slice(0, 10));
  });

  it('changes nothing on a forged notification', async () => {
    const created = await order('ANGGOTA-1B');
    await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: member, body: { order_code: created.code, payment_type: 'ewallet' } });
    const forged = await call(t.app, 'POST', `${O}/pay/notification`, {
      body: { order_id: created.code, status_code: '200', gross_amount: '50000.00', transaction_status: 'settlement', signature_key: 'ab'.repeat(64) },
    });
    expect(forged.status).toBe(403);
    const wrongAmount = await call(t.app, 'POST', `${O}/pay/notification`, {
      body: { order_id: created.code, status_code: '200', gross_amount: '1.00', transaction_status: 'settlement', signature_key: notificationSignature({ order_id: created.code, status_code: '200', gross_amount: '1.00' }, KEY) },
    });
    expect(wrongAmount.status).toBe(400);
    const [invoice] = await t.ctx.database.db.select().from(invoices).where(eq(invoices.code, created.invoice.code));
    expect(invoice?.status).toBe('unpaid');
  });

  it('gives bank transfers a unique code added to the bill', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const created = await order('ANGGOTA-1B');
      const res = await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: member, body: { order_code: created.code, payment_type: 'bank_transfer' } });
      const inv = res.body.data.invoice;
      expect(inv.kode_unik).toBeGreaterThanOrEqual(1);
      expect(inv.kode_unik).toBeLessThanOrEqual(999);
      expect(inv.total_bill).toBe(50000 + inv.kode_unik);
      expect(res.body.data.bank_account.number).toBeTruthy();
      codes.add(inv.kode_unik);
    }
    expect(codes.size).toBe(5);
  });

  it('creates one payment for two simultaneous pay/stored calls', async () => {
    const created = await order('ANGGOTA-1T');
    await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: member, body: { order_code: created.code, payment_type: 'card' } });
    const [a, b] = await Promise.all([
      call(t.app, 'POST', `${O}/pay/stored`, { token: member, body: { order_code: created.code } }),
      call(t.app, 'POST', `${O}/pay/stored`, { token: member, body: { order_code: created.code } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.payment.id).toBe(b.body.data.payment.id);
    expect(a.body.data.payment.token).toBe(b.body.data.payment.token);
  });

  it('activates once under 50 simultaneous notifications', async () => {
    const created = await order('ANGGOTA-1B');
    await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: member, body: { order_code: created.code, payment_type: 'card' } });
    await call(t.app, 'POST', `${O}/pay/stored`, { token: member, body: { order_code: created.code } });
    const body = {
      order_id: created.code,
      status_code: '200',
      gross_amount: '50000.00',
      transaction_status: 'settlement',
      signature_key: notificationSignature({ order_id: created.code, status_code: '200', gross_amount: '50000.00' }, KEY),
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => call(t.app, 'POST', `${O}/pay/notification`, { body })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [invoice] = await t.ctx.database.db.select().from(invoices).where(eq(invoices.code, created.invoice.code));
    const activations = await t.ctx.database.db.select().from(membershipActivations).where(eq(membershipActivations.invoiceId, invoice?.id ?? 0));
    expect(activations).toHaveLength(1);
  });

  it('tells each paid membership order the end date it gave, also after a later order extended it', async () => {
    const pay = async () => {
      const created = await order('ANGGOTA-1B');
      await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: member, body: { order_code: created.code, payment_type: 'card' } });
      await call(t.app, 'POST', `${O}/pay/stored`, { token: member, body: { order_code: created.code } });
      const fields = { order_id: created.code, status_code: '200', gross_amount: '50000.00' };
      const body = { ...fields, transaction_status: 'settlement', signature_key: notificationSignature(fields, KEY) };
      expect((await call(t.app, 'POST', `${O}/pay/notification`, { body })).status).toBe(200);
      return created.code as string;
    };
    const until = async (code: string) =>
      (await call(t.app, 'POST', `${O}/order/get-invoice`, { token: member, body: { order_code: code } })).body.data.membership_until as string | null;

    const first = await pay();
    const firstUntil = await until(first);
    const second = await pay();
    const secondUntil = new Date(`${firstUntil}T00:00:00Z`);
    secondUntil.setUTCDate(secondUntil.getUTCDate() + 30);
    expect(await until(second)).toBe(secondUntil.toISOString().slice(0, 10));
    // The first order still says what it gave; an unpaid one gives nothing yet.
    expect(await until(first)).toBe(firstUntil);
    const unpaid = await order('ANGGOTA-1B');
    expect(await until(unpaid.code)).toBeNull();
  });

  it('registers for a paid event through an order, and an expired invoice gives the seat back', async () => {
    const [e] = await t.ctx.database.db
      .insert(events)
      .values({ slug: 'berbayar-uji', title: 'Workshop Berbayar', startsAt: new Date(Date.now() + 86_400_000 * 9), endsAt: new Date(Date.now() + 86_400_000 * 9 + 3_600_000), seats: 10, priceMember: 50000, priceNonMember: 100000 })
      .returning();
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data.client_id;
    const reg = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body: { event_id: e?.id, name: 'Tamu Umum', email: 'tamu@contoh.id', phone: '081233334444', user_id: visitor } });
    const pending = await call(t.app, 'GET', `/sbc-visitor/v1/event/is_participant?event_id=${e?.id}&user_id=${visitor}`);
    expect(pending.body.data.registration).toMatchObject({ status: 'pending_payment', order_code: reg.body.data.order_code });
    expect(reg.body.data.status).toBe('pending_payment');
    const code = reg.body.data.order_code;
    const known = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { body: { event_id: e?.id, name: 'Tamu Umum', email: 'tamu@contoh.id', phone: '081233334444' } });
    expect(known.status).toBe(409);
    const inv = await call(t.app, 'POST', `${O}/order/get-invoice`, { body: { order_code: code } });
    // The event's page, for a finish page that no longer knows where the visitor came from.
    expect(inv.body.data).toMatchObject({ kind: 'event', event_permalink: 'berbayar-uji', invoice: { total_nett: 100000 } });
    const chosen = await call(t.app, 'POST', `${O}/order/update-select-payment`, { body: { order_code: code, payment_type: 'card' } });
    expect(chosen.body.data.event_permalink).toBe('berbayar-uji');
    await t.ctx.database.db.update(invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invoices.code, inv.body.data.invoice.code));
    const expired = await call(t.app, 'POST', `${O}/order/get-invoice`, { body: { order_code: code } });
    expect(expired.body.data.stage).toBe('expired');
    const [regRow] = await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.code, reg.body.data.code));
    expect(regRow?.status).toBe('cancelled');
    const [eventRow] = await t.ctx.database.db.select().from(events).where(eq(events.id, e?.id ?? 0));
    expect(eventRow?.participantCount).toBe(0);
    expect((await call(t.app, 'POST', `${O}/pay/stored`, { body: { order_code: code } })).status).toBe(410);
  });

  /** A new member account (no membership), logged in: its token and row id. */
  const newMember = async (name: string) => {
    const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@contoh.id`;
    const res = await call(t.app, 'POST', `${O}/auth/register`, {
      body: { first_name: name, last_name: 'Uji', email, mobilephone: '081299990000', password: 'RahasiaUji#2026' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(members).where(eq(members.email, email));
    return { token: res.body.data.token as string, email, id: row?.id ?? 0 };
  };
  const paidEvent = async () => {
    const [e] = await t.ctx.database.db
      .insert(events)
      .values({ slug: `berbayar-${Math.random().toString(36).slice(2, 8)}`, title: 'Kelas Berbayar', startsAt: new Date(Date.now() + 86_400_000 * 9), endsAt: new Date(Date.now() + 86_400_000 * 9 + 3_600_000), seats: 10, priceMember: 50000, priceNonMember: 100000 })
      .returning();
    if (!e) throw new Error('no event');
    return e;
  };

  it('charges the member price only while the membership is active', async () => {
    const e = await paidEvent();
    const lapsed = await newMember('Tanpa');
    const asked = await call(t.app, 'GET', `/sbc-visitor/v1/event/is_participant?event_id=${e.id}`, { token: lapsed.token });
    expect(asked.body.data).toMatchObject({ registered: false, price: 100000, member_price: false });
    const general = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { token: lapsed.token, body: { event_id: e.id } });
    const generalOrder = await call(t.app, 'POST', `${O}/order/get-invoice`, { token: lapsed.token, body: { order_code: general.body.data.order_code } });
    expect(generalOrder.body.data.invoice.total_nett).toBe(100000);
    expect(generalOrder.body.data.detail[0].description).toBe('Harga umum');

    const active = await newMember('Aktif');
    // A membership runs through its last day.
    await t.ctx.database.db.update(members).set({ membershipUntil: wibDay() }).where(eq(members.id, active.id));
    const activeAsked = await call(t.app, 'POST', '/sbc-visitor/v1/event/check_registered_event', { token: active.token, body: { event_id: e.id } });
    expect(activeAsked.body.data).toMatchObject({ registered: false, price: 50000, member_price: true });
    const memberPrice = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { token: active.token, body: { event_id: e.id } });
    const memberOrder = await call(t.app, 'POST', `${O}/order/get-invoice`, { token: active.token, body: { order_code: memberPrice.body.data.order_code } });
    expect(memberOrder.body.data.invoice.total_nett).toBe(50000);
    // The member's own order list names the event's page too.
    const listed = await call(t.app, 'GET', '/sbc-member-report/v1/orders', { token: active.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ kind: 'event', event_permalink: e.slug })]);
    expect(memberOrder.body.data.detail[0].description).toBe('Harga anggota');

    // A visitor asks at the general price.
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data.client_id;
    const visitorAsked = await call(t.app, 'GET', `/sbc-visitor/v1/event/is_participant?event_id=${e.id}&user_id=${visitor}`);
    expect(visitorAsked.body.data).toMatchObject({ price: 100000, member_price: false });
  });

  it("gives a member the registration their address made without logging in, instead of refusing them", async () => {
    const e = await paidEvent();
    const m = await newMember('Dulu');
    const visitor = (await call(t.app, 'GET', '/sbc-visitor/v1/session/create')).body.data.client_id;
    const before = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', {
      body: { event_id: e.id, name: 'Dulu Tamu', email: m.email.toUpperCase(), phone: '081233334444', user_id: visitor },
    });
    expect(before.status).toBe(200);
    const mine = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { token: m.token, body: { event_id: e.id } });
    expect(mine.status).toBe(200);
    expect(mine.body.msg).toBe('Email Anda sudah terdaftar di event ini; pendaftaran itu kini tercatat di akun Anda.');
    // The member's own now: their name, a code nobody else has seen, the same order.
    expect(mine.body.data).toMatchObject({ name: 'Dulu Uji', order_code: before.body.data.order_code });
    expect(mine.body.data.code).not.toBe(before.body.data.code);
    const known = await call(t.app, 'GET', `/sbc-visitor/v1/event/is_participant?event_id=${e.id}`, { token: m.token });
    expect(known.body.data).toMatchObject({ registered: true, registration: { code: mine.body.data.code } });
    const listed = await call(t.app, 'GET', '/sbc-member-report/v1/events', { token: m.token });
    expect(JSON.stringify(listed.body.data)).toContain(mine.body.data.code);
    const invoice = await call(t.app, 'POST', `${O}/order/get-invoice`, { token: m.token, body: { order_code: before.body.data.order_code } });
    expect(invoice.status).toBe(200);
    expect(JSON.stringify(invoice.body.data)).not.toContain('Dulu Tamu');
    const orders = await call(t.app, 'GET', '/sbc-member-report/v1/orders', { token: m.token });
    expect(orders.body.data.map((o: { code: string }) => o.code)).toContain(before.body.data.order_code);
    // One seat, one registration.
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, e.id));
    expect(row?.participantCount).toBe(1);
    expect(await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, e.id))).toHaveLength(1);
    // Another member cannot take it, and a visitor with the address is still refused.
    const other = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', {
      body: { event_id: e.id, name: 'Orang Lain', email: m.email, phone: '081233334445', user_id: visitor },
    });
    expect(other.status).toBe(409);
  });

  it('mails a registration waiting for payment the way to pay, again when its address registers twice, and frees seats of bills past their time', async () => {
    const e = await paidEvent();
    const email = `bayar.${Math.random().toString(36).slice(2, 8)}@contoh.id`;
    const body = { event_id: e.id, name: 'Tamu Bayar', email, phone: '081233334444' };
    const mailsTo = async () => (await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((m) => m.subject);
    const first = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { ip: '10.64.0.1', body });
    expect(first.body.data.status).toBe('pending_payment');
    const orderCode = first.body.data.order_code as string;
    const [request] = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(request?.subject).toBe('Selesaikan pembayaran: Kelas Berbayar');
    expect(request?.text).toContain(`/order?order=${orderCode}&return=`);
    expect(request?.text).toContain('Total: Rp 100.000');

    // From another device: refused; the mailbox gets the way to pay again, but not within 2 minutes of the last mail.
    const again = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { ip: '10.64.0.2', body });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('menunggu pembayaran');
    expect(await mailsTo()).toHaveLength(1);
    await t.ctx.database.db.execute(sql`delete from rate_limits where key like 'payment-request:%'`);
    expect((await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { ip: '10.64.0.3', body })).status).toBe(409);
    expect(await mailsTo()).toEqual(['Selesaikan pembayaran: Kelas Berbayar', 'Selesaikan pembayaran: Kelas Berbayar']);
    expect((await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { ip: '10.64.0.5', body })).status).toBe(409);
    expect(await mailsTo()).toHaveLength(2);

    // A bill past its time gives the seat and the address back before the next registration counts them.
    await t.ctx.database.db.update(invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invoices.status, 'unpaid'));
    const fresh = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { ip: '10.64.0.4', body });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.order_code).not.toBe(orderCode);
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, e.id));
    expect(row?.participantCount).toBe(1);

    // And without anyone registering, the sweep closes it.
    await t.ctx.database.db.update(invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invoices.status, 'unpaid'));
    expect(await expireOverdueInvoices(t.ctx)).toBeGreaterThanOrEqual(1);
    const [swept] = await t.ctx.database.db.select().from(events).where(eq(events.id, e.id));
    expect(swept?.participantCount).toBe(0);
    const [registration] = await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, fresh.body.data.registration_id));
    expect(registration?.status).toBe('cancelled');
  });

  it("takes no money at the provider for a registration an admin cancelled", async () => {
    const e = await paidEvent();
    const m = await newMember('Batal');
    const reg = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { token: m.token, body: { event_id: e.id } });
    const code = reg.body.data.order_code as string;
    await call(t.app, 'POST', `${O}/order/update-select-payment`, { token: m.token, body: { order_code: code, payment_type: 'ewallet' } });
    const pay = await call(t.app, 'POST', `${O}/pay/stored`, { token: m.token, body: { order_code: code } });
    const payPage = pay.body.data.payment.redirect_url as string;
    const admin = (await call(t.app, 'POST', '/sbc-admin/v1/login/stored', { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    const cancelled = await call(t.app, 'POST', '/sbc-admin/v1/community/event/registration_cancel', {
      token: admin,
      body: { registration_id: reg.body.data.registration_id },
    });
    expect(cancelled.status).toBe(200);
    expect(await (await fetch(payPage)).text()).toContain('Transaksi sudah kedaluwarsa.');
    const paid = await fetch(`${payPage}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(409);
    const after = await call(t.app, 'POST', `${O}/order/get-invoice`, { token: m.token, body: { order_code: code } });
    expect(after.body.data).toMatchObject({ stage: 'expired', payment: { status: 0 } });

    // Should the provider settle it anyway (its expiry lost on the way), nothing is granted and
    // the console shows the order as owed a refund.
    const listed = async () =>
      (await call(t.app, 'POST', '/sbc-admin/v1/community/order/list', { token: admin, body: { q: code } })).body.data.data[0];
    expect(await listed()).toMatchObject({ status: 'expired', paid_after_closing: false });
    const gross = `${after.body.data.invoice.total_bill}.00`;
    const settled = {
      order_id: code,
      status_code: '200',
      gross_amount: gross,
      transaction_status: 'settlement',
      signature_key: notificationSignature({ order_id: code, status_code: '200', gross_amount: gross }, KEY),
    };
    expect((await call(t.app, 'POST', `${O}/pay/notification`, { body: settled })).body.data.invoice_status).toBe('expired');
    expect(await listed()).toMatchObject({ status: 'expired', paid_at: null, paid_after_closing: true });
    const [reg2] = await t.ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.code, reg.body.data.code));
    expect(reg2?.status).toBe('cancelled');
  });

  it("lists the member's own orders", async () => {
    const mine = await call(t.app, 'GET', '/sbc-member-report/v1/orders', { token: member });
    expect(mine.body.data.length).toBeGreaterThan(3);
    expect(mine.body.data.some((o: { stage: string }) => o.stage === 'paid')).toBe(true);
    expect(mine.body.data.every((o: { kind: string; event_permalink: string | null }) => o.kind === 'membership' && o.event_permalink === null)).toBe(true);
  });
});
