import { createHash } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { API_URL, MEMBER_URL, WEB_URL, WEBVIEW_URL } = E2E_ORIGINS;
const CORE = `${API_URL}/sbc-member-core/v1`;

/** Logs in through the API and puts the session cookies on the member host, as the login page does. */
async function logIn(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post(`${CORE}/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token, member_profile: profile } = (await response.json()).data;
  await page.context().addCookies([
    { name: 'Member-Token', value: token, url: MEMBER_URL },
    {
      name: 'member_profile',
      value: encodeURIComponent(JSON.stringify(profile)),
      url: MEMBER_URL,
    },
  ]);
  return token;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** gray-500, the `field` colour of the theme: the resting border of every text field. */
const FIELD_BORDER = 'rgb(107, 114, 128)';

test.describe('member dashboard and class pages', () => {
  test('the demo member sees their events, certificates, classes and a class page', async ({
    page,
  }) => {
    await logIn(page, 'anggota@sbc.test', 'AnggotaDemo#2026');
    await page.goto(`${MEMBER_URL}/`);
    await expect(page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();

    const events = section(page, 'Event Saya');
    await expect(events.getByRole('heading', { name: /^Akan datang \(\d+\)$/ })).toBeVisible();
    await expect(events.getByRole('article').first()).toBeVisible();
    await expect(events.getByText('Kode pendaftaran:').first()).toBeVisible();
    await expect(events.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^${WEB_URL}/event/[a-z0-9-]+$`),
    );
    // A confirmed upcoming registration shows its QR code for the door on request.
    const ticket = events
      .getByRole('article')
      .filter({ hasText: 'Terdaftar' })
      .filter({ hasText: 'Tampilkan kode QR' })
      .first();
    const ticketCode = (await ticket.locator('.font-mono').innerText()).trim();
    await ticket.getByText('Tampilkan kode QR').click();
    const qr = ticket.getByRole('img', { name: `Kode QR registrasi ${ticketCode}` });
    await expect(qr.locator('svg')).toBeVisible();
    expect((await qr.boundingBox())?.width).toBe(200);
    // A pending or past registration has nothing to show at the door.
    await expect(
      events
        .getByRole('article')
        .filter({ hasText: 'Menunggu pembayaran' })
        .getByText('Tampilkan kode QR'),
    ).toHaveCount(0);

    // A past event the member attended: marked present, with its certificate on the public site.
    await expect(events.getByText('Hadir', { exact: true }).first()).toBeVisible();
    await expect(events.getByRole('link', { name: /Lihat sertifikat/ }).first()).toHaveAttribute(
      'href',
      new RegExp(`^${WEB_URL}/ecert/v1/[\\w-]+$`),
    );

    const certificates = section(page, 'Sertifikat Saya');
    await expect(certificates.getByText('Sah', { exact: true }).first()).toBeVisible();
    await expect(certificates.getByRole('link', { name: /Unduh PDF/ }).first()).toHaveAttribute(
      'href',
      /\/certificate\/v1\/pdf\?code=/,
    );

    await expect(
      section(page, 'Pesanan Saya').getByRole('link', { name: /Beli \/ perpanjang keanggotaan/ }),
    ).toHaveAttribute(
      'href',
      `${WEBVIEW_URL}/order?return=${encodeURIComponent(`${MEMBER_URL}/#pesanan-saya`)}`,
    );

    const classes = section(page, 'Kelas Saya').getByRole('link');
    await expect(classes).toHaveCount(3);
    const courseTitle = (await classes.first().getByRole('heading').textContent()) ?? '';
    expect(courseTitle).not.toBe('');
    await classes.first().click();

    await expect(page).toHaveURL(new RegExp(`^${MEMBER_URL}/kelas/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expect(page.getByText(/^Hadir \d+ dari \d+ pertemuan$/)).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Materi kelas' });
    await expect(sidebar.getByText('Topik 1', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Topik 2', { exact: true })).toBeVisible();
    const lessonTitle = page.locator('#judul-pertemuan');
    await expect(lessonTitle).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\d{2}\.\d{2}–\d{2}\.\d{2} WIB$/)).toBeVisible();

    // Choosing another lesson shows it, with the member's presence for it.
    const other = sidebar.getByRole('link').first();
    const otherTitle = (await other.locator('span').first().textContent()) ?? '';
    await other.click();
    await expect(page).toHaveURL(/\?pertemuan=\d+$/);
    await expect(lessonTitle).toHaveText(otherTitle);
    await expect(other).toHaveAttribute('aria-current', 'page');
    await expect(
      page
        .getByRole('main')
        .getByText(/^(Hadir|Belum hadir|Akan datang)$/)
        .first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Dasbor' }).click();
    await expect(page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();

    await page.goto(`${MEMBER_URL}/kelas/kelas-yang-tidak-ada`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // The English sentence is marked so, in the same landmarks as every member page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('at 375 px field edges and the keyboard focus stay visible, and an answer keeps the focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${MEMBER_URL}/login`);
    // A field's edge is gray-500 (4.8:1 on the white card), not the faint line colour (1.24:1).
    await expect(page.getByLabel('Email')).toHaveCSS('border-top-color', FIELD_BORDER);

    await logIn(page, 'anggota@sbc.test', 'AnggotaDemo#2026');
    await page.goto(`${MEMBER_URL}/`);
    await expect(page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();
    // Below md the way back sits in the blue header: the yellow ring, not brand blue on brand blue.
    const back = page.getByRole('main').getByRole('link', { name: 'Kembali ke situs SBC' });
    const isBackFocused = () => back.evaluate((link) => link === document.activeElement);
    for (let tab = 0; tab < 10 && !(await isBackFocused()); tab++) await page.keyboard.press('Tab');
    await expect(back).toBeFocused();
    await expect(back).toHaveCSS('outline-color', 'rgb(255, 213, 74)');

    const form = section(page, 'Ubah Kata Sandi');
    await expect(form.getByLabel('Kata Sandi Lama')).toHaveCSS('border-top-color', FIELD_BORDER);
    await form.getByLabel('Kata Sandi Lama').fill('BukanSandiIni1');
    await form.getByLabel('Kata Sandi Baru', { exact: true }).fill('SandiBaru2027');
    await form.getByLabel('Ulangi Kata Sandi Baru').fill('SandiBaru2027');
    const button = form.getByRole('button', { name: 'Ubah Kata Sandi' });
    await button.click();
    await expect(form.getByRole('alert')).toBeVisible();
    // The button stays where the member was, rather than the focus falling to the page's start.
    await expect(button).toBeFocused();
  });

  test('a new member sees empty sections and an order waiting for payment', async ({ page }) => {
    const email = `e2e-pesanan-${Date.now()}@contoh.id`;
    const password = 'Rahasia2026';
    const created = await page.request.post(`${CORE}/auth/register`, {
      form: { first_name: 'Wulan', email, mobilephone: '081234567890', password },
    });
    expect(created.status()).toBe(200);
    const token = await logIn(page, email, password);
    const headers = { Authorization: `Bearer ${token}` };
    const products = (await (await page.request.get(`${CORE}/order/products`, { headers })).json())
      .data;
    const ordered = await page.request.post(`${CORE}/order/stored`, {
      headers,
      data: { product_code: products[0].code },
    });
    expect(ordered.status()).toBe(200);
    const order = (await ordered.json()).data;

    await page.goto(`${MEMBER_URL}/`);
    await expect(page.getByRole('heading', { name: 'Halo, Wulan!' })).toBeVisible();
    await expect(section(page, 'Event Saya')).toContainText(
      'Anda belum terdaftar di event apa pun.',
    );
    await expect(section(page, 'Sertifikat Saya')).toContainText('Belum ada sertifikat.');
    await expect(section(page, 'Kelas Saya')).toContainText('Anda belum mengikuti kelas apa pun.');

    const orders = section(page, 'Pesanan Saya');
    await expect(orders.getByText('Menunggu pembayaran')).toBeVisible();
    await expect(orders.getByText(order.invoice.code, { exact: true })).toBeVisible();
    await expect(orders.getByText(products[0].name)).toBeVisible();
    const rupiah = `Rp ${String(order.invoice.total_bill).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    await expect(orders.getByText(rupiah)).toBeVisible();
    await expect(orders.getByRole('link', { name: /Lanjutkan pembayaran/ })).toHaveAttribute(
      'href',
      `${WEBVIEW_URL}/order/finish?order_id=${encodeURIComponent(order.code)}&return=${encodeURIComponent(`${MEMBER_URL}/#pesanan-saya`)}`,
    );

    // Both ways to the webviews arrive logged in there: no second login to buy or to pay.
    await orders.getByRole('link', { name: /Beli \/ perpanjang keanggotaan/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order\\?`));
    await expect(page.getByRole('heading', { name: 'Pilih Paket Keanggotaan' })).toBeVisible();
    await expect(page.getByText('Masuk untuk memesan')).toHaveCount(0);
    // The way back leads to the member area it came from, not the phone app's home.
    await expect(page.getByRole('link', { name: 'Kembali ke Area Anggota' }).first()).toHaveAttribute(
      'href',
      `${MEMBER_URL}/#pesanan-saya`,
    );
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await page.goto(`${MEMBER_URL}/`);
    await orders.getByRole('link', { name: /Lanjutkan pembayaran/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order/finish\\?order_id=`));
    await expect(page.getByText(order.invoice.code).first()).toBeVisible();
    await expect(page.getByText('Masuk untuk memesan')).toHaveCount(0);
  });

  test('a paid and a failed order each link to their page: the receipt, and how it ended', async ({
    page,
  }) => {
    const email = `e2e-kuitansi-${Date.now()}@contoh.id`;
    const password = 'Rahasia2026';
    const created = await page.request.post(`${CORE}/auth/register`, {
      form: { first_name: 'Laras', email, mobilephone: '081234567891', password },
    });
    expect(created.status()).toBe(200);
    const headers = { Authorization: `Bearer ${await logIn(page, email, password)}` };
    const products = (await (await page.request.get(`${CORE}/order/products`, { headers })).json())
      .data;
    const order = async () =>
      (
        await (
          await page.request.post(`${CORE}/order/stored`, {
            headers,
            data: { product_code: products[0].code },
          })
        ).json()
      ).data;
    // One marked paid by the super admin, one refused by the payment provider.
    const paid = await order();
    const admin = await page.request.post(`${API_URL}/sbc-admin/v1/login/stored`, {
      data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
    });
    const marked = await page.request.post(`${API_URL}/sbc-admin/v1/community/order/mark_paid`, {
      headers: { Authorization: `Bearer ${(await admin.json()).data.token}` },
      data: { invoice_id: paid.invoice.id },
    });
    expect(marked.status()).toBe(200);
    const failed = await order();
    const gross = `${failed.invoice.total_bill}.00`;
    const signature = createHash('sha512')
      .update(`${failed.code}202${gross}SB-Mid-server-sbc-demo-key`)
      .digest('hex');
    const notified = await page.request.post(`${CORE}/pay/notification`, {
      data: {
        order_id: failed.code,
        status_code: '202',
        gross_amount: gross,
        transaction_status: 'deny',
        signature_key: signature,
      },
    });
    expect((await notified.json()).data.invoice_status).toBe('failed');

    await page.goto(`${MEMBER_URL}/`);
    const orders = section(page, 'Pesanan Saya');
    const finishUrl = (code: string) =>
      `${WEBVIEW_URL}/order/finish?order_id=${encodeURIComponent(code)}&return=${encodeURIComponent(`${MEMBER_URL}/#pesanan-saya`)}`;
    const receipt = orders.getByRole('link', { name: `Lihat kuitansi ${paid.invoice.code}` });
    await expect(receipt).toHaveAttribute('href', finishUrl(paid.code));
    const ending = orders.getByRole('link', { name: `Lihat rincian ${failed.invoice.code}` });
    await expect(ending).toHaveAttribute('href', finishUrl(failed.code));
    await expect(orders.getByRole('link', { name: /Lanjutkan pembayaran/ })).toHaveCount(0);

    await receipt.click();
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order/finish\\?order_id=`));
    await expect(page.getByRole('heading', { name: 'Lunas' })).toBeVisible();
    await expect(page.getByText(paid.invoice.code)).toBeVisible();
    await page.goto(`${MEMBER_URL}/`);
    await ending.click();
    await expect(page.getByRole('heading', { name: 'Gagal' })).toBeVisible();
    await expect(page.getByText(failed.invoice.code)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buat pesanan baru' })).toBeVisible();
  });

  test('a class page asks a visitor without a session to log in', async ({ page }) => {
    await page.goto(`${MEMBER_URL}/kelas/tahsin-al-quran-dasar`);
    await expect(page).toHaveURL(
      `${MEMBER_URL}/login?return=${encodeURIComponent(`${MEMBER_URL}/kelas/tahsin-al-quran-dasar`)}`,
    );
  });
});
