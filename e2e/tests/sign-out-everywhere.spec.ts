import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { API_URL, MEMBER_URL, WEB_URL, WEBVIEW_URL } = E2E_ORIGINS;
const CORE = `${API_URL}/sbc-member-core/v1`;
const EMAIL = 'anggota@sbc.test';
const PASSWORD = 'AnggotaDemo#2026';
const BASIC = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

/** What a card shows for an amount: `Gratis`, or `Rp 1.234.567`. */
const priceText = (n: number) =>
  n > 0 ? `Rp ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}` : 'Gratis';

const cookieValue = async (page: Page, origin: string, name: string) =>
  (await page.context().cookies(origin)).find((c) => c.name === name)?.value;

/** A member's sign-in: the demo member unless a test makes its own. */
interface Account {
  email: string;
  password: string;
  firstName: string;
}
const DEMO: Account = { email: EMAIL, password: PASSWORD, firstName: 'Siti' };

/** The member area's form, reached from wherever the login link was. */
async function fillMemberLogin(page: Page, account: Account = DEMO) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** From the member area's dashboard to the webview's order page, arriving signed in there. */
async function buyFromMemberArea(page: Page, account: Account = DEMO): Promise<string> {
  await page.goto(`${MEMBER_URL}/`);
  await expect(page.getByRole('heading', { name: `Halo, ${account.firstName}!` })).toBeVisible();
  await page
    .getByRole('region', { name: 'Pesanan Saya', exact: true })
    .getByRole('link', { name: /Beli \/ perpanjang keanggotaan/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order\\?`));
  await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toBeVisible();
  const token = await cookieValue(page, WEBVIEW_URL, 'Member-Token');
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Signed in on the member area, then on to the webview's order page, signed in there too. */
async function signInAndBuyFromMemberArea(page: Page, account: Account = DEMO) {
  await page.goto(`${MEMBER_URL}/login`);
  await fillMemberLogin(page, account);
  await expect(page).toHaveURL(`${MEMBER_URL}/`);
  return buyFromMemberArea(page, account);
}

/** A new member of its own, through the API: registered for nothing, no membership. */
async function newAccount(page: Page, label: string): Promise<Account> {
  const account = {
    email: `e2e-${label}-${Date.now()}@contoh.id`,
    password: 'Rahasia2026',
    firstName: 'Dewi',
  };
  const created = await page.request.post(`${CORE}/auth/register`, {
    data: {
      first_name: account.firstName,
      last_name: 'Anggraini',
      email: account.email,
      mobilephone: '081234560000',
      password: account.password,
    },
  });
  expect(created.status()).toBe(200);
  return account;
}

/** "Keluar" in the member area's menu. */
async function logOutInMemberArea(page: Page) {
  await page.goto(`${MEMBER_URL}/`);
  await page
    .getByRole('navigation', { name: 'Menu anggota' })
    .getByRole('link', { name: 'Keluar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Anda telah keluar' })).toBeVisible();
}

/** The same member signed in on another device: a browser context of its own. */
async function anotherDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${MEMBER_URL}/login`);
  await fillMemberLogin(page);
  await expect(page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();
  return { page, close: () => context.close() };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('"Keluar" ends the sign-in on every host of the device', () => {
  test("Keluar on the site also ends the webview's session; another device stays signed in", async ({
    page,
    browser,
  }) => {
    const other = await anotherDevice(browser);

    // Signed in on the public site (through the member area), then on to the webview to buy.
    await page.goto(`${WEB_URL}/login?return=/`);
    await expect(page).toHaveURL(`${MEMBER_URL}/login?return=${encodeURIComponent(`${WEB_URL}/`)}`);
    await fillMemberLogin(page);
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.getByRole('button', { name: 'Menu anggota: Siti Rahmawati' })).toBeVisible();
    const webviewToken = await buyFromMemberArea(page);
    await page.goto(`${WEBVIEW_URL}/mobile`);
    await expect(page.getByText('Halo, Siti!')).toBeVisible();
    const reportOrders = async (token: string) =>
      (
        await (
          await page.request.get(`${API_URL}/sbc-member-report/v1/orders`, {
            headers: bearer(token),
          })
        ).json()
      ).data;
    const otherToken = (await cookieValue(other.page, MEMBER_URL, 'Member-Token')) ?? '';
    const ordersBefore = JSON.stringify(await reportOrders(otherToken));

    // "Keluar" in the site's member menu.
    await page.goto(`${WEB_URL}/`);
    await page.getByRole('button', { name: 'Menu anggota: Siti Rahmawati' }).click();
    await page.getByRole('link', { name: 'Keluar', exact: true }).click();
    await expect(page).toHaveURL(`${MEMBER_URL}/logout`);
    await expect(page.getByRole('heading', { name: 'Anda telah keluar' })).toBeVisible();

    // The webview greets nobody any more, forgets the session, and asks to log in to order.
    await page.goto(`${WEBVIEW_URL}/mobile`);
    await expect(page.getByText('Selamat datang')).toBeVisible();
    await expect(page.getByText('Halo, Siti!')).toHaveCount(0);
    await expect.poll(() => cookieValue(page, WEBVIEW_URL, 'Member-Token')).toBeUndefined();
    expect(await cookieValue(page, WEBVIEW_URL, 'member_profile')).toBeUndefined();
    await page.goto(`${WEBVIEW_URL}/order`);
    await expect(page.getByText('Masuk untuk memesan')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toHaveCount(0);

    // The webview's token, kept by someone, opens nothing and orders nothing.
    const check = await page.request.get(`${CORE}/connect/check`, {
      headers: bearer(webviewToken),
    });
    expect(check.status()).toBe(401);
    const products = await page.request.get(`${CORE}/order/products`, {
      headers: bearer(otherToken),
    });
    const [product] = (await products.json()).data;
    const order = await page.request.post(`${CORE}/order/stored`, {
      headers: bearer(webviewToken),
      data: { product_code: product.code },
    });
    expect(order.status()).toBe(401);
    expect(JSON.stringify(await reportOrders(otherToken))).toBe(ordersBefore);

    // The other device is still signed in.
    await other.page.reload();
    await expect(other.page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();
    expect(
      (await page.request.get(`${CORE}/connect/check`, { headers: bearer(otherToken) })).status(),
    ).toBe(200);
    await other.close();
  });

  test("Keluar in the member area ends the webview's session too: /order goes home, logged out", async ({
    page,
  }) => {
    await signInAndBuyFromMemberArea(page);

    await logOutInMemberArea(page);

    // Straight to /order this time: its refused session is cleared and the page goes home (SPEC 8).
    await page.goto(`${WEBVIEW_URL}/order`);
    await expect(page).toHaveURL(`${WEBVIEW_URL}/mobile`);
    await expect(page.getByText('Selamat datang')).toBeVisible();
    await expect(page.getByText('Halo, Siti!')).toHaveCount(0);
    expect(await cookieValue(page, WEBVIEW_URL, 'Member-Token')).toBeUndefined();
    await page.goto(`${WEBVIEW_URL}/order`);
    await expect(page.getByText('Masuk untuk memesan')).toBeVisible();
  });

  test('signed in again after Keluar, "Daftar sebagai Anggota" on a paid event lands on its bill in this sign-in', async ({
    page,
  }) => {
    const listed = await page.request.post(`${API_URL}/sbc-visitor/v1/event`, {
      headers: { Authorization: BASIC },
      data: { when: 'upcoming', page: 1, perPage: 20 },
    });
    const events = (await listed.json()).data.data as {
      event_slug: string;
      price_non_member: number;
      registration_open: boolean;
      seats_left: number | null;
    }[];
    const paid = events.find(
      (e) => e.price_non_member > 0 && e.registration_open && (e.seats_left ?? 2) > 1,
    );
    if (!paid) throw new Error('the demo has no open paid event');
    const account = await newAccount(page, 'bayar-lagi');

    // The webview once had a session (a package looked at), then "Keluar" ended it everywhere.
    const oldToken = await signInAndBuyFromMemberArea(page, account);
    await logOutInMemberArea(page);
    expect(await cookieValue(page, WEBVIEW_URL, 'Member-Token')).toBe(oldToken);

    // Signed in again through the site, straight back to the event.
    await page.goto(`${WEB_URL}/login?return=${encodeURIComponent(`/event/${paid.event_slug}`)}`);
    await fillMemberLogin(page, account);
    await expect(page).toHaveURL(`${WEB_URL}/event/${paid.event_slug}`);
    await expect(
      page.getByText(`Biaya untuk Anda: ${priceText(paid.price_non_member)}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Daftar sebagai Anggota' }).click();

    // The bill, not the webview's home; the webview holds this sign-in's session now.
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order\\?order=[\\w-]{10,}&return=`));
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    await expect(page.getByText(priceText(paid.price_non_member)).first()).toBeVisible();
    await expect(page.getByText('Selamat datang')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    const newToken = (await cookieValue(page, WEBVIEW_URL, 'Member-Token')) ?? '';
    expect(newToken).not.toBe(oldToken);
    const check = await page.request.get(`${CORE}/connect/check`, { headers: bearer(newToken) });
    expect(check.status()).toBe(200);
  });

  test("after Keluar, an order's mail link shows the order as a guest and forgets the ended session", async ({
    page,
  }) => {
    const account = await newAccount(page, 'tautan-surat');
    await signInAndBuyFromMemberArea(page, account);
    await page.locator('label', { hasText: 'Keanggotaan 1 Bulan' }).click();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page).toHaveURL(/\/order\?order=[\w-]{10,}/);
    const code = new URL(page.url()).searchParams.get('order') ?? '';

    await logOutInMemberArea(page);

    // The links of "Instruksi pembayaran", "Pembayaran diterima", "Selesaikan pembayaran".
    await page.goto(`${WEBVIEW_URL}/order?order=${code}`);
    await expect(page).toHaveURL(`${WEBVIEW_URL}/order?order=${code}`);
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    await expect(page.getByText('Selamat datang')).toHaveCount(0);
    expect(await cookieValue(page, WEBVIEW_URL, 'Member-Token')).toBeUndefined();
    expect(await cookieValue(page, WEBVIEW_URL, 'member_profile')).toBeUndefined();

    // As a guest the order goes on: a method, then the bill, paid by its code alone.
    await page.getByRole('radio', { name: /^Transfer bank/ }).check();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByRole('heading', { name: 'Tagihan Pembayaran' })).toBeVisible();
    await page.goto(`${WEBVIEW_URL}/order/finish?order_id=${code}`);
    await expect(page.getByRole('heading', { name: 'Belum dibayar' })).toBeVisible();
  });

  test("after Keluar elsewhere the webview's event list shows the general price, not the member's", async ({
    page,
  }) => {
    const listed = await page.request.post(`${API_URL}/sbc-visitor/v1/event`, {
      headers: { Authorization: BASIC },
      data: { when: 'upcoming', page: 1, perPage: 10 },
    });
    expect(listed.status()).toBe(200);
    const events = (await listed.json()).data.data as {
      event_slug: string;
      price_member: number;
      price_non_member: number;
    }[];
    const paid = events.find(
      (e) => e.price_non_member > 0 && e.price_member !== e.price_non_member,
    );
    if (!paid) throw new Error('the demo has no upcoming event with a member price of its own');
    const card = page.locator(`main a[href="/mobile/events/${paid.event_slug}"]`);

    await signInAndBuyFromMemberArea(page);
    await page.goto(`${WEBVIEW_URL}/mobile/events`);
    await expect(card).toContainText(priceText(paid.price_member));

    await logOutInMemberArea(page);

    // Straight to the list: it asks the API whose session this is, and it is nobody's now.
    await page.goto(`${WEBVIEW_URL}/mobile/events`);
    await expect(card).toContainText(priceText(paid.price_non_member));
    await expect(card).not.toContainText(priceText(paid.price_member));
    await expect.poll(() => cookieValue(page, WEBVIEW_URL, 'Member-Token')).toBeUndefined();
  });
});
