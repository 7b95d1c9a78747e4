import { expect, type Page, test } from '@playwright/test';
import { E2E_ORIGINS } from './origins';
import { acceptCookies, openPage, problemReportsAbout } from './visitor-helpers';

const { WEB_URL } = E2E_ORIGINS;

test.describe('layout widgets', () => {
  test('at 375 px the cookie notice is the first Tab stop after the skip link, and nothing after it hides under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/hubungi-kami');
    const banner = page.getByRole('region', { name: 'Pemberitahuan cookie' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Langsung ke konten' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'OK' })).toBeFocused();
    const hidden: string[] = [];
    let reachedHelp = false;
    for (let stop = 0; stop < 150 && !reachedHelp; stop += 1) {
      await page.keyboard.press('Tab');
      // The notice scrolls a covered element up on the next frame.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return null;
        const notice = document.querySelector('[aria-label="Pemberitahuan cookie"]');
        const box = active.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const onScreen = box.width > 0 && x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
        const hit = onScreen ? document.elementFromPoint(x, y) : null;
        return {
          name: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40),
          covered: hit !== null && !active.contains(hit) && (notice?.contains(hit) ?? false),
        };
      });
      if (!focus) continue;
      if (focus.covered) hidden.push(focus.name);
      reachedHelp = focus.name === 'Bantuan';
    }
    expect(reachedHelp).toBe(true);
    expect(hidden).toEqual([]);
  });

  test('the cookie banner shows on a first visit; OK stores visitor-id and hides it for good', async ({
    page,
  }) => {
    await openPage(page, '/hubungi-kami');
    const banner = page.getByRole('region', { name: 'Pemberitahuan cookie' });
    await expect(banner).toContainText('menggunakan cookie');
    await banner.getByRole('button', { name: 'OK' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies(WEB_URL)).find((c) => c.name === 'visitor-id');
    expect(cookie?.value).toMatch(/.{10,}/);
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('at 375 px nothing reached with Tab hides behind the help button, down to the button', async ({
    page,
    request,
  }) => {
    await acceptCookies(page, request);
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/tag');
    // A key press lets the page's floating widgets load; wait for them before counting.
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    const hidden: string[] = [];
    let reachedHelp = false;
    for (let stop = 0; stop < 250 && !reachedHelp; stop += 1) {
      await page.keyboard.press('Tab');
      await scrollingSettled(page);
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        const help = document.querySelector('button[aria-label="Bantuan"]');
        if (!active || active === document.body || !help) return null;
        if (active === help) return { name: 'Bantuan', overlaps: false };
        const a = active.getBoundingClientRect();
        const b = help.getBoundingClientRect();
        const overlaps =
          a.width > 0 &&
          a.bottom > b.top &&
          a.top < b.bottom &&
          a.right > b.left &&
          a.left < b.right;
        return {
          name: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40),
          overlaps,
        };
      });
      if (!focus) continue;
      if (focus.overlaps) hidden.push(focus.name);
      reachedHelp = focus.name === 'Bantuan';
    }
    expect(reachedHelp).toBe(true);
    expect(hidden).toEqual([]);
  });

  test('the help button offers WhatsApp and sends a problem report', async ({ page, request }) => {
    await acceptCookies(page, request);
    await openPage(page, '/galeri-kegiatan');
    // From the keyboard: Tab goes from the button into the panel; leaving the panel closes it.
    const help = page.getByRole('button', { name: 'Bantuan' });
    await help.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Tanya via WhatsApp/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(help).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: /Tanya via WhatsApp/ })).toBeHidden();
    await help.click();
    await expect(page.getByRole('link', { name: /Tanya via WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=Halo/,
    );
    await page.getByRole('button', { name: 'Laporkan masalah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laporkan masalah' });
    const description = `Foto album tidak bisa diperbesar di ponsel (${Date.now()}).`;
    await dialog.getByLabel('Apa masalahnya?').fill(description);
    await dialog.getByRole('button', { name: 'Kirim Laporan' }).click();
    await expect(dialog).toContainText('laporan Anda sudah kami terima');
    // The form gave way to the notice: focus is on its Tutup, and back on Bantuan once closed.
    await expect(dialog.getByRole('button', { name: 'Tutup' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();

    // The admin inbox shows the report with the browser it came from, not the web server's.
    const report = (await problemReportsAbout(request, description))[0];
    expect(report?.page).toBe(`${WEB_URL}/galeri-kegiatan`);
    expect(report?.user_agent).toBe(await page.evaluate(() => navigator.userAgent));
  });
});

/** Resolves once the page has not scrolled for a few frames (focus glides into view where motion is allowed). */
function scrollingSettled(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 3) resolve(null);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}
