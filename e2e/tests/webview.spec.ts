import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Page,
  test,
  type TestInfo,
} from '@playwright/test';
import { createRequire } from 'node:module';
import { E2E_ORIGINS } from './origins';

const { WEBVIEW_URL, API_URL, MEMBER_URL } = E2E_ORIGINS;
const CORE = `${API_URL}/sbc-member-core/v1`;
const BASIC = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;
const MONTHS =
  'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember';

// The webviews are made for phones: every test runs at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

/** `Rp 1.234.567`, as the pages show money. */
const rupiah = (n: number) => `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** `2027-01-06` -> `6 Januari 2027`. */
const longDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS.split(' ')[m - 1]} ${y}`;
};
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayWib = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The envelope's `data` of a successful API answer. */
async function apiData(response: APIResponse): Promise<any> {
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** The demo member's bearer token, straight from the API (the host app holds one). */
async function memberToken(request: APIRequestContext): Promise<string> {
  const body = { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' };
  return (await apiData(await request.post(`${CORE}/auth/login`, { data: body }))).token;
}

/** A one-time connect code, as the phone app puts it on a webview URL. */
async function connectCode(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  return (await apiData(await request.post(`${CORE}/connect/create-code`, { headers }))).code;
}

async function membershipUntil(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const data = await apiData(await request.get(`${CORE}/connect/check`, { headers }));
  return data.member_profile.membership_until;
}

async function getOrder(request: APIRequestContext, code: string) {
  const headers = { Authorization: BASIC };
  return apiData(
    await request.post(`${CORE}/order/get-invoice`, { headers, data: { order_code: code } }),
  );
}

/** Upcoming events as the API lists them. */
async function upcomingEvents(request: APIRequestContext) {
  const headers = { Authorization: BASIC };
  const body = { when: 'upcoming', perPage: 20 };
  return (
    await apiData(await request.post(`${API_URL}/sbc-visitor/v1/event`, { headers, data: body }))
  ).data as {
    event_slug: string;
    event_title: string;
    price_member: number;
    price_non_member: number;
    registration_open: boolean;
    seats_left: number | null;
  }[];
}

/** qrcode's SVG for `text`, as @sbc/ui's QrCode draws it (the same library, margin 1). */
async function qrSvgPath(text: string): Promise<string> {
  const requireFromUi = createRequire(new URL('../../packages/ui/package.json', import.meta.url));
  const QRCode = requireFromUi('qrcode') as {
    toString(text: string, options: { type: 'svg'; margin: number }): Promise<string>;
  };
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1 });
  return /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
}

/** The page has no sideways scroll at its current width. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A full-page screenshot at 360 px, kept with the test's results. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Opens /order with a connect code, chooses a product and a payment method. */
async function startOrder(page: Page, request: APIRequestContext, product: string, method: RegExp) {
  await page.goto(
    `${WEBVIEW_URL}/order?code=${await connectCode(request, await memberToken(request))}`,
  );
  // The code is exchanged for a session and leaves the address bar at once.
  await expect(page).toHaveURL(`${WEBVIEW_URL}/order`);
  await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toBeVisible();
  await page.locator('label', { hasText: product }).click();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page).toHaveURL(/\/order\?order=[\w-]{10,}$/);
  await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByRole('heading', { name: 'Tagihan Pembayaran' })).toBeVisible();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

test.describe('webview: orders and payments', () => {
  test('a member buys 3 Bulan by card through the payment page; the membership is extended', async ({
    page,
    request,
  }, testInfo) => {
    const token = await memberToken(request);
    const before = await membershipUntil(request, token);
    const headers = { Authorization: BASIC };
    const products = await apiData(await request.get(`${CORE}/order/products`, { headers }));
    const threeMonths = products.find((p: { package: string }) => p.package === '3months');

    // Opened from the member area ("Beli / perpanjang keanggotaan"), which passes `return`.
    const memberReturn = `${MEMBER_URL}/#pesanan-saya`;
    const returnQuery = `return=${encodeURIComponent(memberReturn)}`;
    await page.goto(
      `${WEBVIEW_URL}/order?code=${await connectCode(request, token)}&${returnQuery}`,
    );
    await expect(page).toHaveURL(`${WEBVIEW_URL}/order?${returnQuery}`);
    const webviewToken = (await page.context().cookies(WEBVIEW_URL)).find(
      (c) => c.name === 'Member-Token',
    )?.value;
    expect(webviewToken).toBeTruthy();
    expect(webviewToken).not.toBe(token);
    const card = page.locator('label', { hasText: threeMonths.name });
    await expect(card).toContainText('3 Bulan');
    await expect(card).toContainText(rupiah(threeMonths.price_nett));
    await expect(card).toContainText(`Aktif ${threeMonths.activation_days} hari`);
    if (threeMonths.discount_rupiah > 0)
      await expect(card.locator('s')).toContainText(rupiah(threeMonths.price_gross));
    await snap(page, testInfo, '01-order-products');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toBeVisible();

    const code = await startOrder(page, request, threeMonths.name, /^Kartu/);
    await expect(page.getByText('Kode unik')).toHaveCount(0);
    await expect(page.getByRole('timer', { name: 'Sisa waktu pembayaran' })).toBeVisible();
    await expect(page.getByText(rupiah(threeMonths.price_nett)).first()).toBeVisible();
    await snap(page, testInfo, '02-order-invoice-card');
    // The order code in the address resumes the invoice after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tagihan Pembayaran' })).toBeVisible();

    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox/`));
    // The simulator fits small phones without sideways scrolling.
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await expectNoSidewaysScroll(page);
      const card = await page.locator('main').boundingBox();
      expect(card?.x).toBeGreaterThanOrEqual(0);
      expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await snap(page, testInfo, '03-payment-simulator');
    await page.getByRole('button', { name: 'Bayar' }).click();

    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order/finish\\?order_id=${code}`));
    await expect(page.getByRole('heading', { name: 'Lunas' })).toBeVisible();
    const expected = addDays(
      before >= todayWib() ? before : todayWib(),
      threeMonths.activation_days,
    );
    expect(expected > before).toBe(true);
    await expect(
      page.getByText(`Keanggotaan dari pesanan ini berlaku sampai ${longDate(expected)}`),
    ).toBeVisible();
    expect(await membershipUntil(request, token)).toBe(expected);
    for (const step of [
      'Pesanan dibuat',
      'Metode pembayaran dipilih',
      'Tagihan diterbitkan',
      'Pembayaran dibuat',
    ]) {
      await expect(
        page.getByRole('listitem').filter({ hasText: `${step} (selesai)` }),
      ).toBeVisible();
    }
    // Back to where the order was started: the member area's orders, not the app's home.
    await expect(
      page.getByRole('link', { name: 'Kembali ke Area Anggota' }).last(),
    ).toHaveAttribute('href', memberReturn);
    await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveCount(0);
    await snap(page, testInfo, '04-order-finish-paid');

    // The in-app finish page reads the same order from the server and leads to the app's home.
    await page.goto(`${WEBVIEW_URL}/mobile/order/finish?order_id=${code}&transaction_status=deny`);
    await expect(page.getByRole('heading', { name: 'Lunas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke beranda' }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Area Anggota' })).toHaveCount(0);

    // The member area shows the same new end date.
    await page.context().addCookies([{ name: 'Member-Token', value: token, url: MEMBER_URL }]);
    await page.goto(`${MEMBER_URL}/`);
    await expect(page.getByText(longDate(expected)).first()).toBeVisible();
  });

  test('a bank transfer shows the account, the unique code and the exact bill', async ({
    page,
    request,
  }, testInfo) => {
    const code = await startOrder(page, request, 'Keanggotaan 1 Bulan', /^Transfer bank/);
    const order = await getOrder(request, code);
    expect(order.invoice.kode_unik).toBeGreaterThan(0);
    expect(order.invoice.total_bill).toBe(order.invoice.total_nett + order.invoice.kode_unik);
    await expect(page.getByText('Kode unik', { exact: true })).toBeVisible();
    await expect(page.getByText(`+${rupiah(order.invoice.kode_unik)}`)).toBeVisible();
    const bill = page.getByRole('definition').filter({ hasText: rupiah(order.invoice.total_bill) });
    await expect(bill.first()).toBeVisible();
    await snap(page, testInfo, '05-order-invoice-bank');

    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Transfer ke rekening berikut' })).toBeVisible();
    const paid = await getOrder(request, code);
    await expect(page.getByText(paid.bank_account.number)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salin jumlah transfer' })).toBeVisible();
    await snap(page, testInfo, '06-order-bank-transfer');

    await page.getByRole('link', { name: 'Cek status pembayaran' }).click();
    await expect(page).toHaveURL(`${WEBVIEW_URL}/order/finish?order_id=${code}`);
    await expect(page.getByRole('heading', { name: 'Menunggu pembayaran' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Periksa lagi' })).toBeVisible();
    // Started in the app (no `return`): no way to the member area is offered.
    await expect(page.getByRole('link', { name: 'Kembali ke Area Anggota' })).toHaveCount(0);
    await snap(page, testInfo, '07-order-finish-pending');
  });

  test('the package page first offers the membership orders still waiting for payment', async ({
    page,
    request,
  }) => {
    const account = {
      first_name: 'Intan',
      last_name: 'Permata',
      email: `e2e-wv-menunggu-${Date.now()}@contoh.id`,
      mobilephone: '081234567890',
      password: 'Rahasia2026',
    };
    const token = (await apiData(await request.post(`${CORE}/auth/register`, { data: account })))
      .token;
    const headers = { Authorization: `Bearer ${token}` };
    const [product] = await apiData(await request.get(`${CORE}/order/products`, { headers }));
    const newOrder = async () =>
      apiData(
        await request.post(`${CORE}/order/stored`, {
          headers,
          data: { product_code: product.code },
        }),
      );
    // One paid by the super admin (not waiting), one bank transfer under way, one just made.
    const paid = await newOrder();
    const admin = await apiData(
      await request.post(`${API_URL}/sbc-admin/v1/login/stored`, {
        data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
      }),
    );
    await apiData(
      await request.post(`${API_URL}/sbc-admin/v1/community/order/mark_paid`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { invoice_id: paid.invoice.id },
      }),
    );
    const transfer = await newOrder();
    const body = { order_code: transfer.code, payment_type: 'bank_transfer' };
    await apiData(await request.post(`${CORE}/order/update-select-payment`, { headers, data: body }));
    await apiData(
      await request.post(`${CORE}/pay/stored`, { headers, data: { order_code: transfer.code } }),
    );
    const fresh = await newOrder();
    const bill = (await getOrder(request, transfer.code)).invoice.total_bill;

    await page.goto(`${WEBVIEW_URL}/order?code=${await connectCode(request, token)}`);
    await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Ada 2 pesanan yang menunggu pembayaran' });
    await expect(waiting.getByRole('link')).toHaveText([
      'Lanjutkan pembayaran',
      'Lanjutkan pembayaran',
    ]);
    await expect(
      waiting.getByRole('link', { name: `Lanjutkan pembayaran ${fresh.invoice.code}` }),
    ).toBeVisible();
    await expect(waiting.getByText(rupiah(bill))).toBeVisible();
    await expect(waiting.getByText(paid.invoice.code)).toHaveCount(0);
    // The packages are still there, below.
    await expect(page.getByRole('group', { name: 'Paket keanggotaan' })).toBeVisible();

    await waiting
      .getByRole('link', { name: `Lanjutkan pembayaran ${transfer.invoice.code}` })
      .click();
    await expect(page).toHaveURL(`${WEBVIEW_URL}/order?order=${transfer.code}`);
    await expect(page.getByRole('heading', { name: 'Transfer ke rekening berikut' })).toBeVisible();
    await expect(page.getByText(transfer.invoice.code)).toBeVisible();
  });

  test('without a session /order asks to log in; a used code is refused', async ({
    page,
  }, testInfo) => {
    await page.goto(`${WEBVIEW_URL}/order?code=kode-yang-tidak-pernah-ada`);
    await expect(page).toHaveURL(`${WEBVIEW_URL}/order`);
    await expect(
      page.getByText('Tautan masuk dari aplikasi sudah dipakai atau kedaluwarsa'),
    ).toBeVisible();
    const login = page.getByRole('link', { name: 'Masuk / Daftar' });
    await expect(login).toHaveAttribute(
      'href',
      `${MEMBER_URL}/login?return=${encodeURIComponent(`${WEBVIEW_URL}/order`)}`,
    );
    expect((await page.context().cookies(WEBVIEW_URL)).map((c) => c.name)).not.toContain(
      'Member-Token',
    );
    await snap(page, testInfo, '08-order-login');

    // Logging in on the member host comes back here with a one-time code, exchanged for a session.
    await login.click();
    await page.getByLabel('Email').fill('anggota@sbc.test');
    await page.getByLabel('Kata Sandi').fill('AnggotaDemo#2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(`${WEBVIEW_URL}/order`);
    await expect(page.getByRole('link', { name: 'Masuk / Daftar' })).toHaveCount(0);
    expect((await page.context().cookies(WEBVIEW_URL)).map((c) => c.name)).toContain(
      'Member-Token',
    );

    // An order code nobody has, or none at all: said in Indonesian (the API's words), not the
    // unknown-path page's English, with a way back.
    for (const path of [
      '/order/finish?order_id=pesanan-yang-tidak-ada',
      '/order?order=pesanan-yang-tidak-ada',
      '/order/finish',
    ]) {
      await page.goto(`${WEBVIEW_URL}${path}`);
      await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }),
      ).toHaveAttribute('href', '/mobile');
    }
  });

  test("another member's order link says the order is not found, in Indonesian, with the way back", async ({
    page,
    request,
  }) => {
    // anggota2 orders a package; anggota is the one signed in on this device.
    const login = { email: 'anggota2@sbc.test', password: 'AnggotaDemo#2026' };
    const otherToken = (await apiData(await request.post(`${CORE}/auth/login`, { data: login })))
      .token;
    const headers = { Authorization: `Bearer ${otherToken}` };
    const [product] = await apiData(await request.get(`${CORE}/order/products`, { headers }));
    const theirs = await apiData(
      await request.post(`${CORE}/order/stored`, { headers, data: { product_code: product.code } }),
    );
    await page.goto(
      `${WEBVIEW_URL}/mobile?code=${await connectCode(request, await memberToken(request))}`,
    );
    await expect(page.getByText('Halo, Siti!')).toBeVisible();

    const back = `${MEMBER_URL}/#pesanan-saya`;
    await page.goto(
      `${WEBVIEW_URL}/order?order=${theirs.code}&return=${encodeURIComponent(back)}`,
    );
    await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
    await expect(page.getByText('dibuat dengan akun anggota lain')).toBeVisible();
    await expect(page.getByText(theirs.invoice.code)).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Kembali ke Area Anggota' }),
    ).toHaveAttribute('href', back);
  });
});

test.describe('webview: mobile pages', () => {
  test('/mobile lists upcoming events and the latest news', async ({ page, request }, testInfo) => {
    const [first] = await upcomingEvents(request);
    await page.goto(`${WEBVIEW_URL}/mobile`);
    await expect(page.getByRole('heading', { name: 'Event Mendatang' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Berita Terbaru' })).toBeVisible();
    await expect(page.getByRole('link', { name: first?.event_title ?? '-' })).toHaveAttribute(
      'href',
      `/mobile/events/${first?.event_slug}`,
    );
    await snap(page, testInfo, '09-mobile-home');

    await page.getByRole('link', { name: 'Semua event' }).click();
    await expect(page).toHaveURL(`${WEBVIEW_URL}/mobile/events`);
    await expect(page.locator('main a[href^="/mobile/events/"]').first()).toBeVisible();
    await snap(page, testInfo, '10-mobile-events');
  });

  test('an event page shows the registration state and registers a member with one tap', async ({
    page,
    request,
  }, testInfo) => {
    const events = await upcomingEvents(request);
    const free = events.find(
      (e) => e.price_member === 0 && e.registration_open && e.seats_left !== 0,
    );
    if (!free) throw new Error('the demo seed has no open free event');
    const path = `/mobile/events/${free.event_slug}`;

    await page.goto(`${WEBVIEW_URL}${path}`);
    await expect(page.getByRole('heading', { name: free.event_title, level: 1 })).toBeVisible();
    await expect(page.getByText('Gratis').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masuk untuk mendaftar' })).toHaveAttribute(
      'href',
      `${MEMBER_URL}/login?return=${encodeURIComponent(`${WEBVIEW_URL}${path}`)}`,
    );
    await snap(page, testInfo, '11-mobile-event-visitor');

    await page.goto(
      `${WEBVIEW_URL}${path}?code=${await connectCode(request, await memberToken(request))}`,
    );
    const register = page.getByRole('button', { name: 'Daftar Sekarang' });
    const registered = page.getByText('Anda sudah terdaftar');
    await expect(register.or(registered)).toBeVisible();
    if (await register.isVisible()) await register.click();
    await expect(registered).toBeVisible();
    // The scannable QR code of SBCREG:<code>, with the code itself as text below it.
    const qr = page.getByRole('img', { name: /^Kode QR registrasi / });
    await expect(qr.locator('svg')).toBeVisible();
    const regCode = ((await qr.getAttribute('aria-label')) ?? '').replace(
      'Kode QR registrasi ',
      '',
    );
    expect(regCode).toMatch(/^[A-Z0-9]{6,}$/);
    await expect(page.getByText(regCode, { exact: true })).toBeVisible();
    expect(await qr.locator('svg path[stroke="#000000"]').getAttribute('d')).toBe(
      await qrSvgPath(`SBCREG:${regCode}`),
    );
    const box = await qr.boundingBox();
    expect(box?.width).toBe(200);
    await page.reload();
    await expect(registered).toBeVisible();
    await snap(page, testInfo, '12-mobile-event-registered');
  });

  test('a paid event sends the member on to its invoice', async ({ page, request }) => {
    // A new member, registered on nothing yet (the seed puts the demo members on many events).
    const account = {
      first_name: 'Rahmat',
      last_name: 'Hidayat',
      email: `e2e-wv-paid-${Date.now()}@contoh.id`,
      mobilephone: '081234567890',
      password: 'Rahasia2026',
    };
    const token = (await apiData(await request.post(`${CORE}/auth/register`, { data: account }))).token;
    const paid = (await upcomingEvents(request)).find(
      (e) => e.price_member > 0 && e.registration_open && (e.seats_left ?? 2) > 1,
    );
    if (!paid) throw new Error('the demo seed has no open paid event');
    await page.goto(
      `${WEBVIEW_URL}/mobile/events/${paid.event_slug}?code=${await connectCode(request, token)}`,
    );
    // Without an active membership the general price applies, and the panel says so.
    await expect(page.getByText(`Biaya untuk Anda: ${rupiah(paid.price_non_member)} (harga umum)`)).toBeVisible();
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/order\\?order=[\\w-]{10,}&return=%2Fmobile%2Fevents%2F${paid.event_slug}$`),
    );
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    await expect(page.getByText(rupiah(paid.price_non_member))).toBeVisible();
    // The bill leads back to the app's own event page, not out to the public site.
    await expect(page.getByRole('link', { name: 'Kembali ke halaman event' }).first()).toHaveAttribute(
      'href',
      `/mobile/events/${paid.event_slug}`,
    );
  });
});
