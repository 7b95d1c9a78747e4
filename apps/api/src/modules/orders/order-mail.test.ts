import { atWib, formatDate, formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, invoices, mailOutbox, members } from '../../db/schema';
import { notificationSignature } from '../../services/payment-provider';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';
import { freePort } from '../../test/listen';
import { orderItem } from './mail';

const O = '/sbc-member-core/v1';
const C = '/sbc-admin/v1/community';
const KEY = 'SB-Mid-server-sbc-demo-key';

describe('orderItem', () => {
  it.each([
    ['membership', 'Keanggotaan 3 Bulan', 'Keanggotaan 3 Bulan'],
    ['membership', 'Anggota 6 Bulan', 'Keanggotaan Anggota 6 Bulan'],
    ['event', 'Tiket Kelas Berbayar', 'Tiket Kelas Berbayar'],
    ['event', undefined, 'Pesanan SBC'],
  ] as const)('names a %s order of "%s" as "%s"', (kind, line, expected) => {
    expect(orderItem(kind, line)).toBe(expected);
  });
});

describe.each(databases)('order mails on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // Card payments ask the built-in provider sandbox for a token: the app listens for it.
    const port = await freePort();
    t = await createTestApp(kind, { API_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_MULTIPLIER: '100' });
    await t.app.listen({ port, host: '127.0.0.1' });
    admin = (await call(t.app, 'POST', '/sbc-admin/v1/login/stored', { body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
  });
  afterAll(() => t.close());

  /** A new member account, logged in: its token and address. */
  const newMember = async (name: string) => {
    const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@contoh.id`;
    const res = await call(t.app, 'POST', `${O}/auth/register`, {
      body: { first_name: name, last_name: 'Uji', email, mobilephone: '081299990000', password: 'RahasiaUji#2026' },
    });
    expect(res.status).toBe(200);
    return { token: res.body.data.token as string, email };
  };
  /** The mails to an address about orders, oldest first. */
  const orderMails = async (email: string) =>
    (await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id))).filter((m) =>
      /^(Instruksi pembayaran|Pembayaran diterima|Pendaftaran terkonfirmasi):/.test(m.subject),
    );
  const choose = (token: string, code: string, type: 'bank_transfer' | 'card') =>
    call(t.app, 'POST', `${O}/order/update-select-payment`, { token, body: { order_code: code, payment_type: type } });
  const pay = (token: string, code: string) => call(t.app, 'POST', `${O}/pay/stored`, { token, body: { order_code: code } });
  const invoiceIdOf = async (code: string) =>
    (await call(t.app, 'POST', `${C}/order/list`, { token: admin, body: { q: code } })).body.data.data[0].invoice_id as number;

  it('mails a bank transfer what to transfer once, and its receipt once when an admin marks it paid', async () => {
    const m = await newMember('Transfer');
    const created = (await call(t.app, 'POST', `${O}/order/stored`, { token: m.token, body: { product_code: 'ANGGOTA-3B' } })).body.data;
    const order = (await choose(m.token, created.code, 'bank_transfer')).body.data;
    expect(await orderMails(m.email)).toHaveLength(0);

    // Two tabs press "Bayar" at once: one payment, one mail.
    const [a, b] = await Promise.all([pay(m.token, created.code), pay(m.token, created.code)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await pay(m.token, created.code)).status).toBe(200);
    const [instructions, ...more] = await orderMails(m.email);
    expect(more).toHaveLength(0);
    expect(instructions?.subject).toBe('Instruksi pembayaran: Keanggotaan 3 Bulan');
    const amount = formatRupiah(135000 + order.invoice.kode_unik);
    for (const body of [instructions?.text, instructions?.html]) {
      expect(body).toContain('Bank Syariah Indonesia');
      expect(body).toContain('7123456789');
      expect(body).toContain('Perkumpulan Komunitas SBC');
      expect(body).toContain(amount);
      expect(body).toContain(`kode unik ${String(order.invoice.kode_unik).padStart(3, '0')}`);
      expect(body).toContain(formatDateTime(order.invoice.expire_datetime));
      expect(body).toContain(order.invoice.code);
      expect(body).toContain(`http://localhost:3002/order?order=${created.code}`);
    }
    expect(order.invoice.code).toMatch(/^INV\/\d{6}\/\d{6}$/);
    expect(instructions?.text).toMatch(/^Halo Transfer Uji,/);
    expect(instructions?.text).toMatch(/Salam,\nPanitia SBC$/);

    // The admin marks it paid twice (a double click): one receipt, with the end date this payment set.
    const invoiceId = await invoiceIdOf(created.code);
    const marks = await Promise.all([0, 1].map(() => call(t.app, 'POST', `${C}/order/mark_paid`, { token: admin, body: { invoice_id: invoiceId } })));
    expect(marks.map((r) => r.status).sort()).toEqual([200, 409]);
    const until = (await call(t.app, 'POST', `${O}/order/get-invoice`, { token: m.token, body: { order_code: created.code } })).body.data.membership_until as string;
    const receipts = (await orderMails(m.email)).filter((x) => x.subject.startsWith('Pembayaran diterima'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Pembayaran diterima: Keanggotaan 3 Bulan');
    expect(receipts[0]?.text).toContain(`Jumlah dibayar: ${amount}`);
    expect(receipts[0]?.text).toContain(`Keanggotaan Anda aktif sampai ${formatDate(atWib(until, 12).getTime() / 1000)}.`);
    expect(receipts[0]?.html).toContain(`Keanggotaan Anda aktif sampai ${formatDate(atWib(until, 12).getTime() / 1000)}.`);
    const [row] = await t.ctx.database.db.select().from(members).where(eq(members.email, m.email));
    expect(row?.membershipUntil).toBe(until);
  });

  it('writes a kode unik below 100 with its three digits, the last three of the amount', async () => {
    const m = await newMember('Kodekecil');
    const created = (await call(t.app, 'POST', `${O}/order/stored`, { token: m.token, body: { product_code: 'ANGGOTA-1B' } })).body.data;
    const chosen = (await choose(m.token, created.code, 'bank_transfer')).body.data;
    // A code no other open invoice holds, below 100 (the API draws 1 to 999).
    const open = await t.ctx.database.db.select({ kode: invoices.kodeUnik }).from(invoices).where(eq(invoices.status, 'unpaid'));
    const kode = [98, ...Array.from({ length: 97 }, (_, i) => i + 1)].find((k) => !open.some((o) => o.kode === k)) ?? 98;
    await t.ctx.database.db.update(invoices).set({ kodeUnik: kode }).where(and(eq(invoices.id, chosen.invoice.id), eq(invoices.status, 'unpaid')));
    expect((await pay(m.token, created.code)).status).toBe(200);
    const [instructions] = await orderMails(m.email);
    const digits = String(kode).padStart(3, '0');
    for (const body of [instructions?.text, instructions?.html]) {
      expect(body).toContain(`Transfer tepat ${formatRupiah(50000 + kode)} (termasuk kode unik ${digits})`);
    }
  });

  it('mails no instructions for a card payment, and one receipt however often the provider reports it paid', async () => {
    const m = await newMember('Kartu');
    const created = (await call(t.app, 'POST', `${O}/order/stored`, { token: m.token, body: { product_code: 'ANGGOTA-1B' } })).body.data;
    await choose(m.token, created.code, 'card');
    expect((await pay(m.token, created.code)).status).toBe(200);
    expect(await orderMails(m.email)).toHaveLength(0);
    const fields = { order_id: created.code, status_code: '200', gross_amount: '50000.00' };
    const body = { ...fields, transaction_status: 'settlement', signature_key: notificationSignature(fields, KEY) };
    const results = await Promise.all(Array.from({ length: 8 }, () => call(t.app, 'POST', `${O}/pay/notification`, { body })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await call(t.app, 'POST', `${O}/pay/notification`, { body })).status).toBe(200);
    const mails = await orderMails(m.email);
    expect(mails.map((x) => x.subject)).toEqual(['Pembayaran diterima: Keanggotaan 1 Bulan']);
    expect(mails[0]?.text).toContain('Jumlah dibayar: Rp 50.000');
    expect(mails[0]?.text).toContain('Keanggotaan Anda aktif sampai ');
  });

  it('mails an event ticket paid by transfer its instructions, then only the registration confirmation', async () => {
    const [e] = await t.ctx.database.db
      .insert(events)
      .values({
        slug: `kelas-transfer-${Math.random().toString(36).slice(2, 8)}`,
        title: 'Kelas Transfer',
        startsAt: new Date(Date.now() + 86_400_000 * 9),
        endsAt: new Date(Date.now() + 86_400_000 * 9 + 3_600_000),
        seats: 10,
        priceMember: 50000,
        priceNonMember: 100000,
      })
      .returning();
    const m = await newMember('Tiket');
    const reg = await call(t.app, 'POST', '/sbc-visitor/v1/event/register', { token: m.token, body: { event_id: e?.id } });
    const code = reg.body.data.order_code as string;
    const order = (await choose(m.token, code, 'bank_transfer')).body.data;
    expect((await pay(m.token, code)).status).toBe(200);
    const [instructions] = await orderMails(m.email);
    expect(instructions?.subject).toBe('Instruksi pembayaran: Tiket Kelas Transfer');
    expect(instructions?.text).toContain(`Jumlah transfer: ${formatRupiah(100000 + order.invoice.kode_unik)}`);
    expect(instructions?.text).toContain(`/order?order=${code}`);

    expect((await call(t.app, 'POST', `${C}/order/mark_paid`, { token: admin, body: { invoice_id: await invoiceIdOf(code) } })).status).toBe(200);
    expect((await orderMails(m.email)).map((x) => x.subject)).toEqual([
      'Instruksi pembayaran: Tiket Kelas Transfer',
      'Pendaftaran terkonfirmasi: Kelas Transfer',
    ]);
  });
});
