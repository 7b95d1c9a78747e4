import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { API_URL, WEBVIEW_URL } = E2E_ORIGINS;
const CORE = `${API_URL}/sbc-member-core/v1`;
const BASIC = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

test.use({ viewport: { width: 360, height: 740 } });

/** A new member (registered on no event yet) and a connect code for the webview. */
async function newMemberCode(request: APIRequestContext): Promise<string> {
  const account = {
    first_name: 'Laras',
    last_name: 'Pertiwi',
    email: `e2e-wv-kata-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`,
    mobilephone: '081234567890',
    password: 'Rahasia2026',
  };
  const registered = await request.post(`${CORE}/auth/register`, { data: account });
  expect(registered.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await registered.json()).data.token}` };
  const created = await request.post(`${CORE}/connect/create-code`, { headers });
  return (await created.json()).data.code;
}

/** The step names of the order stepper, and the one marked current. */
async function steps(page: Page): Promise<{ names: string[]; current: string }> {
  const list = page.getByRole('list', { name: 'Langkah pemesanan' });
  const names = (await list.getByRole('listitem').allInnerTexts()).map((t) =>
    t.replace(/^\d+\s*/, '').trim(),
  );
  const current = (await list.locator('[aria-current="step"]').innerText())
    .replace(/^\d+\s*/, '')
    .trim();
  return { names, current };
}

test.describe('webview order wording', () => {
  test('an event order names its first step Tiket and offers Dompet digital', async ({
    page,
    request,
  }, testInfo) => {
    const events = (
      await (
        await request.post(`${API_URL}/sbc-visitor/v1/event`, {
          headers: { Authorization: BASIC },
          data: { when: 'upcoming', perPage: 20 },
        })
      ).json()
    ).data.data as {
      event_slug: string;
      price_member: number;
      registration_open: boolean;
      seats_left: number | null;
    }[];
    const paid = events.find(
      (e) => e.price_member > 0 && e.registration_open && (e.seats_left ?? 2) > 1,
    );
    if (!paid) throw new Error('the demo seed has no open paid event');
    await page.goto(
      `${WEBVIEW_URL}/mobile/events/${paid.event_slug}?code=${await newMemberCode(request)}`,
    );
    await page.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    expect(await steps(page)).toEqual({ names: ['Tiket', 'Metode', 'Bayar'], current: 'Metode' });
    await expect(page).toHaveTitle('Bayar Tiket | SBC');
    await expect(page.getByRole('radio', { name: /^Dompet digital/ })).toBeVisible();
    await expect(page.getByText('E-wallet')).toHaveCount(0);

    await page.getByRole('radio', { name: /^Dompet digital/ }).check();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByRole('heading', { name: 'Tagihan Pembayaran' })).toBeVisible();
    expect(await steps(page)).toEqual({ names: ['Tiket', 'Metode', 'Bayar'], current: 'Bayar' });
    await page.screenshot({ path: testInfo.outputPath('tagihan-tiket-360.png'), fullPage: true });
    await expect(page.getByText('E-wallet')).toHaveCount(0);
  });

  test('a membership order names its first step Paket', async ({ page, request }) => {
    await page.goto(`${WEBVIEW_URL}/order?code=${await newMemberCode(request)}`);
    await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toBeVisible();
    expect(await steps(page)).toEqual({ names: ['Paket', 'Metode', 'Bayar'], current: 'Paket' });
    await expect(page).toHaveTitle('Pesan Keanggotaan | SBC');
    await page.locator('label').filter({ hasText: 'Bulan' }).first().click();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    expect(await steps(page)).toEqual({ names: ['Paket', 'Metode', 'Bayar'], current: 'Metode' });
    await expect(page.getByRole('radio', { name: /^Dompet digital/ })).toBeVisible();
  });
});
