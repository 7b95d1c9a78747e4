import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

test.describe('each app answers on its own host', () => {
  test('public site home shows the community and the office contact from the API', async ({
    page,
  }) => {
    const response = await page.goto(`${E2E_ORIGINS.WEB_URL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('contentinfo')).toContainText('sekretariat@sbc.or.id');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });

  test('unknown paths on the public site answer 404 with the not-found text', async ({ page }) => {
    const response = await page.goto(`${E2E_ORIGINS.WEB_URL}/halaman-yang-tidak-ada`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('unknown paths on the member area, the webviews and the console answer 404 too', async ({
    page,
  }) => {
    for (const url of [
      `${E2E_ORIGINS.MEMBER_URL}/halaman-acak`,
      `${E2E_ORIGINS.WEBVIEW_URL}/mobile/halaman-acak`,
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      // The app still opens, on its own not-found page.
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page).toHaveTitle(/^Halaman tidak ditemukan \| /);
    }
    // The console asks a visitor to log in first; the document's status is the path's all the same.
    expect((await page.goto(`${E2E_ORIGINS.ADMIN_URL}/admin/halaman-acak`))?.status()).toBe(404);
    for (const url of [
      `${E2E_ORIGINS.ADMIN_URL}/admin`,
      `${E2E_ORIGINS.ADMIN_URL}/admin/presence/kajian-ahad`,
      `${E2E_ORIGINS.MEMBER_URL}/kelas/tahsin-al-quran-dasar`,
      `${E2E_ORIGINS.WEBVIEW_URL}/mobile/events/pekan-sehat-sbc-bandung`,
    ]) {
      expect((await page.goto(url))?.status(), url).toBe(200);
    }
  });

  test('admin paths on the public site go to the admin host, which asks to log in', async ({
    page,
  }) => {
    await page.goto(`${E2E_ORIGINS.WEB_URL}/admin`);
    await expect(page).toHaveURL(`${E2E_ORIGINS.ADMIN_URL}/admin/login`);
    await page.getByLabel('Email').fill('admin@sbc.test');
    await page.getByLabel('Kata Sandi').fill('AdminDemo#2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGINS.ADMIN_URL}/admin/`);
    await expect(page.getByText('Admin Pusat SBC')).toBeVisible();
    const cookies = await page.context().cookies(E2E_ORIGINS.ADMIN_URL);
    expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();
    // Cookies stay on their own host: the admin token never reaches the public site.
    expect((await page.context().cookies(E2E_ORIGINS.WEB_URL)).map((c) => c.name)).not.toContain(
      'Admin-Token',
    );
  });

  test('webview shows the compact mobile page with the office contact', async ({ page }) => {
    const response = await page.goto(`${E2E_ORIGINS.WEBVIEW_URL}/mobile`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('sekretariat@sbc.or.id')).toBeVisible();
  });

  test('member area answers on the member host', async ({ page }) => {
    const response = await page.goto(`${E2E_ORIGINS.MEMBER_URL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByText(/Area Anggota|Masuk/).first()).toBeVisible();
  });

  test('the API answers health and its contract', async ({ request }) => {
    const health = await request.get(`${E2E_ORIGINS.API_URL}/healthz`);
    expect(await health.json()).toEqual({ status: 200, msg: 'ok', data: { db: 'pglite' } });
    const doc = await request.get(`${E2E_ORIGINS.API_URL}/openapi.json`);
    expect((await doc.json()).openapi).toBe('3.1.0');
  });
});
