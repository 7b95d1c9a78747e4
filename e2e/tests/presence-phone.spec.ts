import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const ADMIN = `${E2E_ORIGINS.ADMIN_URL}/admin`;
const PRESENCE_ONLY = { email: 'presensi@sbc.test', password: 'PresensiDemo#2026' };
const WRONG_CODES = ['SALAH00001', 'SALAH00002', 'SALAH00003'];

async function logIn(page: Page) {
  await page.goto(`${ADMIN}/login`);
  await page.getByLabel('Email').fill(PRESENCE_ONLY.email);
  await page.getByLabel('Kata Sandi').fill(PRESENCE_ONLY.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${ADMIN}/`);
}

/** Opens the presence page of the first event that has participants. */
async function openEvent(page: Page) {
  await page.goto(`${ADMIN}/presence`);
  await expect(page.getByRole('heading', { level: 1, name: 'Presensi Event' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: /\d+ \/ [1-9][\d.]* hadir/ })
    .first();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Check-in peserta' })).toBeVisible();
}

/** Whether a click at the centre of the element lands on it, not on something drawn over it. */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Three wrong codes, one right after the other, as an officer typing fast would send them. */
async function enterWrongCodes(page: Page) {
  const field = page.getByLabel('Cari peserta atau ketik kode registrasi');
  const toasts = page.getByRole('list', { name: 'Notifikasi' }).getByRole('alert');
  for (const code of WRONG_CODES) {
    await field.fill(code);
    await field.press('Enter');
    await expect(toasts.last()).toBeVisible();
  }
}

async function snap(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('presence check-in on a phone', () => {
  test('at 375 px, toasts of quick wrong codes never cover the code field or Proses', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await logIn(page);
    await openEvent(page);
    const field = page.getByLabel('Cari peserta atau ketik kode registrasi');
    const proses = page.getByRole('button', { name: 'Proses' });

    await enterWrongCodes(page);
    await snap(page, testInfo, 'presensi-375-tiga-kode-salah');
    // Every refusal was said; on a phone the newest one replaces the one before, at the top.
    const toasts = page.getByRole('list', { name: 'Notifikasi' }).getByRole('alert');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('SALAH00003');
    expect((await toasts.boundingBox())?.y).toBeLessThan(100);
    expect(await isOnTop(field)).toBe(true);
    expect(await isOnTop(proses)).toBe(true);

    // Scrolled so the form sits at the very bottom of the screen, as with a long header above it.
    await proses.evaluate((button) => {
      const box = button.getBoundingClientRect();
      window.scrollBy(0, box.bottom - window.innerHeight + 4);
    });
    await enterWrongCodes(page);
    await snap(page, testInfo, 'presensi-375-form-di-bawah');
    expect(await isOnTop(field)).toBe(true);
    expect(await isOnTop(proses)).toBe(true);

    // Real clicks, no force: the officer reaches both while the refusals are still shown.
    await field.click({ timeout: 2_000 });
    await field.fill('SALAH00004');
    await proses.click({ timeout: 2_000 });
    await expect(toasts).toContainText('SALAH00004');
  });

  test("at 1280 px the toasts stack at the bottom left, clear of the check-in form and the rows' buttons", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    await openEvent(page);
    await enterWrongCodes(page);
    await snap(page, testInfo, 'presensi-1280-tiga-kode-salah');
    const toasts = page.getByRole('list', { name: 'Notifikasi' }).getByRole('alert');
    // Two at most, so the stack stays below the check-in form.
    await expect(toasts).toHaveCount(2);
    await expect(toasts.last()).toContainText('SALAH00003');
    const box = await toasts.last().boundingBox();
    expect(box && box.x).toBeLessThan(80);
    expect(box && box.y + box.height).toBeGreaterThan(700);
    expect(await isOnTop(page.getByLabel('Cari peserta atau ketik kode registrasi'))).toBe(true);
    expect(await isOnTop(page.getByRole('button', { name: 'Proses' }))).toBe(true);
    // The rows' buttons sit in the table's right-hand column: none is under a toast (the wrong
    // code in the field filtered the list; emptied, it shows every row again).
    await page.getByLabel('Cari peserta atau ketik kode registrasi').fill('');
    const rowButton = page.getByRole('button', { name: /^(Hadirkan|Batalkan kehadiran) / });
    await rowButton.nth(5).scrollIntoViewIfNeeded();
    await expect(toasts).toHaveCount(2);
    const rowButtons = await rowButton.all();
    let shown = 0;
    for (const button of rowButtons) {
      const at = await button.boundingBox();
      if (!at || at.y < 0 || at.y + at.height > 800) continue;
      shown += 1;
      expect(await isOnTop(button)).toBe(true);
    }
    expect(shown).toBeGreaterThan(1);
  });
});
