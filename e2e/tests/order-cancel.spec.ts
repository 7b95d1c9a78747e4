import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { API_URL, MEMBER_URL, WEBVIEW_URL } = E2E_ORIGINS;
const CORE = `${API_URL}/sbc-member-core/v1`;
const VISITOR = `${API_URL}/sbc-visitor/v1`;
const BASIC = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

async function apiData(response: APIResponse) {
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** A new member with an unpaid membership order, logged in on the member host. */
async function memberWithOrder(page: Page) {
  const email = `e2e-batal-${Date.now()}@contoh.id`;
  const password = 'Rahasia2026';
  const account = { first_name: 'Dewi', email, mobilephone: '081234567890', password };
  await apiData(await page.request.post(`${CORE}/auth/register`, { form: account }));
  const login = await apiData(
    await page.request.post(`${CORE}/auth/login`, { data: { email, password } }),
  );
  await page.context().addCookies([
    { name: 'Member-Token', value: login.token, url: MEMBER_URL },
    {
      name: 'member_profile',
      value: encodeURIComponent(JSON.stringify(login.member_profile)),
      url: MEMBER_URL,
    },
  ]);
  const headers = { Authorization: `Bearer ${login.token}` };
  const products = await apiData(await page.request.get(`${CORE}/order/products`, { headers }));
  return apiData(
    await page.request.post(`${CORE}/order/stored`, {
      headers,
      data: { product_code: products[0].code },
    }),
  );
}

/** An upcoming paid event with registration open and a seat limit, as the API lists it. */
async function paidEventWithSeats(request: APIRequestContext, slug?: string) {
  const list = await apiData(
    await request.post(`${VISITOR}/event`, {
      headers: { Authorization: BASIC },
      data: { when: 'upcoming', perPage: 20 },
    }),
  );
  const events = list.data as {
    id: number;
    event_slug: string;
    price_non_member: number;
    registration_open: boolean;
    seats_left: number | null;
  }[];
  const found = events.find((e) =>
    slug
      ? e.event_slug === slug
      : e.price_non_member > 0 && e.registration_open && (e.seats_left ?? 0) > 1,
  );
  if (!found) throw new Error('the demo seed has no open paid event with a seat limit');
  return found;
}

test.describe('cancelling an unpaid order', () => {
  test('a member cancels a package order in the member area and sees it cancelled', async ({
    page,
  }) => {
    const order = await memberWithOrder(page);
    await page.goto(`${MEMBER_URL}/`);
    const orders = page.getByRole('region', { name: 'Pesanan Saya', exact: true });
    await expect(orders.getByText('Menunggu pembayaran')).toBeVisible();

    await orders.getByRole('button', { name: `Batalkan ${order.invoice.code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Batalkan pesanan ini?' });
    await expect(dialog).toContainText('tidak dapat dibayar lagi');
    // "Tidak" keeps the order as it was.
    await dialog.getByRole('button', { name: 'Tidak' }).click();
    await expect(dialog).toBeHidden();
    await expect(orders.getByText('Menunggu pembayaran')).toBeVisible();

    await orders.getByRole('button', { name: `Batalkan ${order.invoice.code}` }).click();
    await dialog.getByRole('button', { name: 'Ya, batalkan pesanan' }).click();
    await expect(dialog).toBeHidden();
    const message = orders.getByRole('status').filter({ hasText: 'dibatalkan' });
    await expect(message).toHaveText(
      `Pesanan ${order.invoice.code} dibatalkan. Tagihannya tidak dapat dibayar lagi.`,
    );
    await expect(message).toBeFocused();
    await expect(orders.getByText('Dibatalkan', { exact: true })).toBeVisible();
    await expect(orders.getByRole('button', { name: /^Batalkan/ })).toHaveCount(0);

    // Read again from the server, it stays cancelled.
    await page.reload();
    await expect(orders.getByText('Dibatalkan', { exact: true })).toBeVisible();
    await expect(
      orders.getByRole('link', { name: `Lihat rincian ${order.invoice.code}` }),
    ).toBeVisible();
  });

  test("a visitor cancels a paid event registration's order in the webview and the seat comes back", async ({
    page,
    request,
  }) => {
    const event = await paidEventWithSeats(request);
    const registration = await apiData(
      await request.post(`${VISITOR}/event/register`, {
        headers: { Authorization: BASIC },
        data: {
          event_id: event.id,
          name: 'Tamu Batal',
          email: `e2e-batal-tamu-${Date.now()}@contoh.id`,
          phone: '081233334444',
        },
      }),
    );
    expect(registration.status).toBe('pending_payment');
    const held = (await paidEventWithSeats(request, event.event_slug)).seats_left ?? 0;

    await page.goto(`${WEBVIEW_URL}/order?order=${registration.order_code}`);
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    await page.getByRole('button', { name: 'Batalkan pesanan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Batalkan pesanan ini?' });
    await expect(dialog).toContainText('kursi Anda di event ini dilepas');
    await dialog.getByRole('button', { name: 'Ya, batalkan pesanan' }).click();

    await expect(page).toHaveURL(/\/order\/finish\?order_id=/);
    await expect(page.getByRole('heading', { name: 'Dibatalkan' })).toBeVisible();
    await expect(page.getByText('Pesanan dibatalkan.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bayar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Lanjutkan pembayaran' })).toHaveCount(0);
    await expect
      .poll(async () => (await paidEventWithSeats(request, event.event_slug)).seats_left)
      .toBe(held + 1);

    // The order page of a cancelled order leads to how it ended, never to paying it.
    await page.goto(`${WEBVIEW_URL}/order?order=${registration.order_code}`);
    await expect(page).toHaveURL(/\/order\/finish\?order_id=/);
    await expect(page.getByRole('heading', { name: 'Dibatalkan' })).toBeVisible();
  });
});
