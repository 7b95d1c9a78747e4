import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const WEB = E2E_ORIGINS.WEB_URL;

/** Opens a page and waits until its scripts have loaded, so clicks reach hydrated React. */
function openPage(page: Page, url: string) {
  return page.goto(url, { waitUntil: 'networkidle' });
}
const BRAND_BLUE = 'rgb(8, 30, 148)';
const WHITE = 'rgb(255, 255, 255)';
/** The newest public post of category `alert` in the demo content. */
const SEEDED_ALERT = 'Pendaftaran peserta Silaturahmi Nasional SBC ditutup akhir pekan ini';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' });

/** Where an element is on the screen; it must be shown. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return box;
}

/** Jumps without the site's smooth scrolling, so the position is final at once. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('navbar', () => {
  test('the Tentang Kami dropdown leads to the about pages, by mouse and by keyboard', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/`);
    const toggle = mainNav(page).getByRole('button', { name: 'Tentang Kami' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Anggota Dewan Syuro' }).click();
    await expect(page).toHaveURL(`${WEB}/dewan-syuro`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Anggota Dewan Syuro' }),
    ).toBeVisible();
    // Screen readers hear that another page opened: its title, in a polite live region.
    await expect(page.locator('p[aria-live="polite"]').filter({ hasText: await page.title() })).toHaveCount(1);
    // The route change closed the dropdown.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Opened by hovering, it closes on Escape while the pointer rests on it (focus elsewhere).
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Anggota Dewan Syuro' }).hover();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: ArrowDown opens and focuses the first link, arrows move, Escape closes.
    await page.mouse.move(0, 600);
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Tentang Kami' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Pengurus Nasional SBC' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${WEB}/tentang-kami`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tentang Komunitas SBC' }),
    ).toBeVisible();
  });

  test('the Blog mega menu lists sections, categories, the catalogue and tags', async ({
    page,
    request,
  }) => {
    // A category just created, with no post yet, is not offered to readers.
    const api = `${E2E_ORIGINS.API_URL}/sbc-admin/v1`;
    const login = await request.post(`${api}/login/stored`, {
      data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
    });
    const token = (await login.json()).data.token as string;
    const empty = `Kategori Kosong ${Date.now()}`;
    const created = await request.post(`${api}/category/create`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: empty },
    });
    expect(created.ok()).toBe(true);
    await openPage(page, `${WEB}/`);
    await mainNav(page).getByRole('button', { name: 'Submenu Blog' }).click();
    const menu = page.locator('#submenu-blog');
    await expect(menu).toBeVisible();
    const links: [name: string, href: string][] = [
      ['Dakwah & Renungan', '/blog/dakwah-renungan'],
      ['Motivasi', '/blog/motivasi'],
      ['Sejarah & Wawasan', '/blog/sejarah-wawasan'],
      ['Kesehatan', '/blog/category/kesehatan'],
      ['Katalog Penyakit', '/blog/category/penyakit-katalog'],
      ['Tag', '/tag'],
    ];
    for (const [name, href] of links) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: empty })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('is brand blue at the top and turns white and fixed from 80 px of scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openPage(page, `${WEB}/`);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'relative');
    await expect(header).toHaveCSS('background-color', BRAND_BLUE);

    await scrollToY(page, 79);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('position', 'relative');

    await scrollToY(page, 80);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', WHITE);
    await expect(header).toBeInViewport();

    await scrollToY(page, 0);
    await expect(header).toHaveCSS('position', 'relative');
    await expect(header).toHaveCSS('background-color', BRAND_BLUE);
  });

  test('from 769 px the whole menu fits on one line beside the logo, with room between', async ({
    page,
  }) => {
    for (const width of [769, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await openPage(page, `${WEB}/tentang-kami`);
      const logo = await boxOf(page.getByRole('banner').getByRole('link', { name: 'SBC, ke beranda' }));
      const first = await boxOf(mainNav(page).getByRole('link', { name: 'Beranda' }));
      const login = await boxOf(page.getByRole('link', { name: 'Login/Daftar' }));
      expect(first.x - (logo.x + logo.width), `gap at ${width} px`).toBeGreaterThanOrEqual(8);
      expect(login.x + login.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
      // One line: every item sits on the same row as Beranda.
      for (const name of ['Galeri Kegiatan', 'Event', 'Hubungi Kami']) {
        const box = await boxOf(mainNav(page).getByRole('link', { name }));
        expect(Math.abs(box.y - first.y), `${name} at ${width} px`).toBeLessThan(2);
      }
    }
  });

  test('folds into a hamburger menu at 375 px that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, `${WEB}/`);
    const openButton = page.getByRole('button', { name: 'Buka menu' });
    const galleryLink = mainNav(page).getByRole('link', { name: 'Galeri Kegiatan' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(galleryLink).toBeHidden();

    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Tutup menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(galleryLink).toBeVisible();
    await closeButton.click();
    await expect(galleryLink).toBeHidden();

    // From the keyboard: Tab goes from the button into the open menu, Escape brings focus back to it.
    await openButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Beranda' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(galleryLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await mainNav(page).getByRole('button', { name: 'Tentang Kami' }).click();
    await mainNav(page).getByRole('link', { name: 'Informasi Chapter SBC' }).click();
    await expect(page).toHaveURL(`${WEB}/informasi-chapter`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Informasi Chapter SBC' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(galleryLink).toBeHidden();

    // Back to the page the menu was opened on: the menu stays closed, and so does its dropdown.
    await page.goBack();
    await expect(page).toHaveURL(`${WEB}/`);
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(galleryLink).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Informasi Chapter SBC' })).toBeHidden();
  });

  test('the search box opens, refuses an empty search and sends the words to /blog?s=', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/`);
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    const input = page.getByPlaceholder('Pencarian');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('name', 's');
    await expect(input).toHaveAttribute('required', '');

    // The browser's own bubble, in Indonesian whatever the browser's language (this one's is English).
    const message = () => input.evaluate((el: HTMLInputElement) => el.validationMessage);
    await input.press('Enter');
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await message()).toBe('Kata pencarian wajib diisi');
    await expect(page).toHaveURL(`${WEB}/`);
    // Spaces only are no search either.
    await input.fill('   ');
    await input.press('Enter');
    expect(await message()).toBe('Kata pencarian wajib diisi');
    await expect(page).toHaveURL(`${WEB}/`);

    await input.fill('zakat');
    await input.press('Enter');
    await expect(page).toHaveURL(`${WEB}/blog?s=zakat`);
  });

  test('a member cookie shows the avatar with initials instead of Login/Daftar', async ({
    page,
    context,
  }) => {
    const domain = new URL(WEB).hostname;
    const profile = {
      member_id: 41,
      member_first_name: 'Siti',
      member_last_name: 'Rahmawati',
      member_image: null,
      member_email: 'siti@sbc.test',
      member_mobilephone: '081234567890',
    };
    // A session the site checked with the API less than ten minutes ago (no new check is due).
    await context.addCookies([
      { name: 'Member-Token', value: 'e2e-member-token', domain, path: '/' },
      { name: 'member_checked', value: '1', domain, path: '/' },
      {
        name: 'member_profile',
        value: encodeURIComponent(JSON.stringify(profile)),
        domain,
        path: '/',
      },
    ]);
    await openPage(page, `${WEB}/`);
    const avatar = page.getByRole('button', { name: 'Menu anggota: Siti Rahmawati' });
    await expect(avatar).toHaveText('SR');
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toHaveCount(0);

    await avatar.click();
    await expect(page.getByRole('link', { name: 'Area Anggota' })).toHaveAttribute(
      'href',
      E2E_ORIGINS.MEMBER_URL,
    );
    await expect(page.getByRole('link', { name: 'Keluar', exact: true })).toHaveAttribute(
      'href',
      '/disconnect-member',
    );

    // The server's HTML is the same with or without the cookie (the avatar is drawn in the browser):
    // the page's own fetch sends the member cookies.
    const html = await page.evaluate(() => fetch('/').then((r) => r.text()));
    expect(html).toContain('Login/Daftar');
    expect(html).not.toContain('Menu anggota');
  });

  test('before the script runs a member sees an avatar link, never Login/Daftar', async ({
    page,
    context,
  }) => {
    const domain = new URL(WEB).hostname;
    // The page's modules never arrive: what shows is the server's HTML and the head's inline script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await openPage(page, `${WEB}/`);
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Area Anggota' })).toBeHidden();

    await context.addCookies([
      { name: 'Member-Token', value: 'e2e-member-token', domain, path: '/' },
      { name: 'member_checked', value: '1', domain, path: '/' },
    ]);
    await openPage(page, `${WEB}/`);
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toBeHidden();
    const early = page.getByRole('link', { name: 'Area Anggota' });
    await expect(early).toBeVisible();
    await expect(early).toHaveAttribute('href', E2E_ORIGINS.MEMBER_URL);

    // With the script: the member's avatar menu; after a logout in another tab, Login/Daftar again.
    await page.unroute('**/assets/*.js');
    await openPage(page, `${WEB}/`);
    await expect(page.getByRole('button', { name: /Menu anggota/ })).toBeVisible();
    await context.clearCookies({ name: 'Member-Token' });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Area Anggota' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Menu anggota/ })).toHaveCount(0);
  });

  test('an empty or "undefined" Member-Token keeps Login/Daftar', async ({ page, context }) => {
    await context.addCookies([
      { name: 'Member-Token', value: 'undefined', domain: new URL(WEB).hostname, path: '/' },
    ]);
    await openPage(page, `${WEB}/`);
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Menu anggota/ })).toHaveCount(0);
  });
});

test.describe('alert banner, footer and not-found page', () => {
  test('the seeded alert shows above the navbar and can be closed for the session', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/`);
    const alert = page.getByRole('complementary', { name: 'Pengumuman' });
    await expect(alert).toContainText(SEEDED_ALERT);
    const alertBox = await alert.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(alertBox?.y).toBeLessThan(headerBox?.y ?? 0);

    await alert.getByRole('button', { name: 'Tutup pengumuman' }).click();
    await expect(alert).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Jelajahi Artikel' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Pengumuman' })).toBeHidden();
  });

  test('the footer shows the office email and the current year', async ({ page }) => {
    await openPage(page, `${WEB}/tentang-kami`);
    const year = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }).format(new Date());
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'sekretariat@sbc.or.id' })).toHaveAttribute(
      'href',
      'mailto:sekretariat@sbc.or.id',
    );
    await expect(footer).toContainText(`© ${year} Komunitas SBC`);
    await expect(
      footer.getByRole('link', { name: 'Kebijakan Privasi Data Pelanggan' }),
    ).toHaveAttribute('href', '/blog/customer-data-privacy-policy');
  });

  test('an unknown path answers 404 with the not-found text inside the site frame, from which the visitor searches', async ({
    page,
  }) => {
    const response = await openPage(page, `${WEB}/tidak-ada`);
    expect(response?.status()).toBe(404);
    // Not kept by any cache; the tab says it in Indonesian; a HEAD answers the same type.
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveTitle('Halaman tidak ditemukan | SBC');
    const head = await page.evaluate(async () => {
      const answer = await fetch('/tidak-ada', { method: 'HEAD' });
      return { status: answer.status, type: answer.headers.get('content-type') };
    });
    expect(head).toEqual({ status: 404, type: 'text/html; charset=utf-8' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await expect(page.getByText('Halaman yang Anda cari tidak ada.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Komunitas SBC');

    await mainNav(page).getByRole('link', { name: 'Event' }).waitFor();
    await page.getByRole('button', { name: 'Buka pencarian' }).click();
    await page.getByPlaceholder('Pencarian').fill('zakat');
    await page.getByPlaceholder('Pencarian').press('Enter');
    await expect(page).toHaveURL(`${WEB}/blog?s=zakat`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'This page could not be found',
    );
  });

  test('a missing post is a 404 inside the frame, and the menu leads on', async ({ page }) => {
    const response = await openPage(page, `${WEB}/blog/tulisan-yang-tidak-ada`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await mainNav(page).getByRole('link', { name: 'Event' }).click();
    await expect(page).toHaveURL(`${WEB}/event`);
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
  });
});
