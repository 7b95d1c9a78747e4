import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { E2E_ORIGINS } from './origins';
import { acceptCookies, openPage, PUBLIC_CLIENT } from './visitor-helpers';

const { WEB_URL, API_URL } = E2E_ORIGINS;

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;

/** Scrolls to the end of the page, where the post engagement widgets load once near. */
async function revealPostEngagement(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: /^Komentar/ })).toBeVisible();
}

/** The text of the newest outbox email sent to `to` (the demo outbox, read as the super admin). */
async function lastMailTo(request: APIRequestContext, to: string): Promise<string> {
  const login = await request.post(`${API_URL}/sbc-admin/v1/login/stored`, {
    form: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
  });
  const token = (await login.json()).data.token as string;
  const outbox = await request.post(`${API_URL}/sbc-admin/v1/mail/outbox`, {
    headers: { Authorization: `Bearer ${token}` },
    form: { page: '1', perPage: '50' },
  });
  const mails = (await outbox.json()).data.data as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === to);
  expect(mail, `an email to ${to}`).toBeTruthy();
  return mail?.text ?? '';
}

/**
 * For each visible text field in the page's main content, the contrast of its edge (border, or
 * the ring Tailwind draws as a box-shadow) against what is behind the field: WCAG 1.4.11 asks 3:1
 * so a low-vision reader sees where a field starts.
 */
function fieldEdgeContrasts(page: Page): Promise<{ field: string; ratio: number }[]> {
  return page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R = 0, G = 0, B = 0] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const backdrop = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) > 0) return c;
      }
      return [255, 255, 255];
    };
    const fields = document.querySelectorAll<HTMLElement>(
      'main input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not(.sr-only), main textarea, main select',
    );
    return [...fields]
      .filter((f) => f.offsetParent !== null)
      .map((f) => {
        const style = getComputedStyle(f);
        const edge =
          parseFloat(style.borderTopWidth) > 0 ? style.borderTopColor : (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '');
        const [l1, l2] = [luminance(rgb(edge)), luminance(backdrop(f.parentElement))];
        const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
        return { field: f.getAttribute('name') ?? f.id, ratio: Math.round(ratio * 100) / 100 };
      });
  });
}

test.describe('contact page', () => {
  test.beforeEach(({ page, request }) => acceptCookies(page, request));

  test('an empty form shows Indonesian errors next to the fields', async ({ page }) => {
    const response = await openPage(page, '/hubungi-kami');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(page).toHaveTitle('Hubungi Kami | SBC');
    await expect(page.getByRole('link', { name: 'Lihat di Google Maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );

    const form = page.getByRole('form', { name: 'Formulir Hubungi Kami' });
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(form.getByLabel('Nama lengkap')).toHaveAccessibleDescription('Nama wajib diisi');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email wajib diisi');
    await expect(form.getByLabel('Perihal')).toHaveAccessibleDescription('Perihal wajib diisi');
    await expect(form.getByText('Pesan wajib diisi')).toBeVisible();
    await expect(form.getByLabel('Nama lengkap')).toBeFocused();

    await form.getByRole('textbox', { name: 'Email' }).fill('bukan-email');
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect(form.getByText('Format email tidak valid')).toBeVisible();
  });

  test('every field of the contact and newsletter forms shows its edge at 3:1 or more', async ({ page }) => {
    await openPage(page, '/hubungi-kami');
    const fields = await fieldEdgeContrasts(page);
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    for (const f of fields) expect(f.ratio, f.field).toBeGreaterThanOrEqual(3);
  });

  test('a complete message is sent with the captcha solved in the browser', async ({ page }) => {
    await openPage(page, '/hubungi-kami');
    const form = page.getByRole('form', { name: 'Formulir Hubungi Kami' });
    const captcha = page.waitForResponse((r) => r.url().includes('/aksi/captcha'));
    await form.getByLabel('Nama lengkap').fill('Siti Aminah');
    expect((await captcha).status()).toBe(200);
    await form.getByRole('textbox', { name: 'Email' }).fill('siti.aminah@contoh.id');
    await form.getByLabel('Perihal').fill('Jadwal kajian bulanan');
    await form.getByRole('textbox', { name: 'Pesan' }).fill('Kapan kajian bulanan berikutnya diadakan?');
    const sent = page.waitForResponse((r) => r.url().includes('/aksi/kontak'));
    await form.getByRole('button', { name: 'Kirim Pesan' }).click();
    expect((await sent).status()).toBe(200);
    await expect(form.getByRole('status')).toContainText('pesan Anda sudah kami terima');
    await expect(form.getByLabel('Nama lengkap')).toHaveValue('');
    // The keyboard stays where it was, on the button, through the sending and after it.
    await expect(form.getByRole('button', { name: 'Kirim Pesan' })).toBeFocused();
  });
});

test.describe('newsletter', () => {
  test.beforeEach(({ page, request }) => acceptCookies(page, request));

  test('subscribing shows Success; once confirmed, a second subscription shows the error', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('berita');
    await openPage(page, '/hubungi-kami');
    const newsletter = page.getByRole('region', { name: 'Newsletter SBC' });
    // Typed in capitals: the address is sent lower-cased.
    await newsletter.getByLabel('Email').fill(email.toUpperCase());
    await newsletter.getByRole('button', { name: 'Berlangganan' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText('Terima kasih telah mendaftar newsletter SBC');
    // The title is the spec's English word, marked so a screen reader pronounces it as English.
    await expect(success.getByRole('heading', { name: 'Success' })).toHaveAttribute('lang', 'en');
    await expect(newsletter.getByLabel('Email')).toHaveValue('');
    // SPEC section 8: the dialog closes itself after 3 seconds, and focus goes back to the field.
    await expect(success).toBeHidden({ timeout: 5_000 });
    await expect(newsletter.getByLabel('Email')).toBeFocused();

    const mail = await lastMailTo(request, email);
    const link = mail.match(/https?:\/\/\S+\/newsletter\/konfirmasi\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? '', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Langganan newsletter aktif' })).toBeVisible();
    // A reload (or a mail scanner's visit before the reader's click) answers the same.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Langganan newsletter aktif' })).toBeVisible();

    await openPage(page, '/hubungi-kami');
    // The page knows this visitor is subscribed (member/track-subscriber).
    await expect(newsletter.getByRole('status')).toHaveText('Anda sudah berlangganan newsletter SBC.');
    await newsletter.getByLabel('Email').fill(email);
    await newsletter.getByRole('button', { name: 'Berlangganan' }).click();
    const failure = page.getByRole('dialog', { name: 'Gagal mendaftar' });
    await expect(failure).toContainText('sudah berlangganan');
    await expect(failure).toBeHidden({ timeout: 5_000 });

    // The same mail carries the way out; after it the confirmation link is gone.
    const leave = mail.match(/https?:\/\/\S+\/newsletter\/berhenti\?token=\S+/)?.[0];
    expect(leave).toBeTruthy();
    await page.goto(leave ?? '');
    await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
    await expect(page.getByRole('heading', { name: 'Anda telah berhenti berlangganan' })).toBeVisible();
    const gone = await page.goto(link ?? '');
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'Tautan tidak berlaku' })).toBeVisible();
  });

  test('an unknown unsubscribe link is refused, from the page and by one-click POST', async ({
    page,
    request,
  }) => {
    await openPage(page, '/newsletter/berhenti?token=tidak-dikenal-123');
    await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
    await expect(page.getByRole('heading', { name: 'Tautan tidak berlaku' })).toBeVisible();

    // A mail program posts from its own servers; Node cannot resolve *.localhost, so go by address.
    const webByAddress = WEB_URL.replace('//web.localhost', '//127.0.0.1');
    const oneClick = await request.post(`${webByAddress}/newsletter/berhenti?token=tidak-dikenal-123`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(410);
    expect(oneClick.headers()['cache-control']).toBe('no-store');
    expect(await oneClick.text()).toContain('Tautan tidak berlaku');

    // A link that lost its token says so at once, with a status to match.
    const bare = await page.goto(`${WEB_URL}/newsletter/berhenti`);
    expect(bare?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Tautan tidak berlaku' })).toBeVisible();
  });
});

test.describe('activity gallery', () => {
  test.beforeEach(({ page, request }) => acceptCookies(page, request));

  test('lists albums; an album opens in a lightbox that moves with the arrow keys', async ({ page }) => {
    const response = await openPage(page, '/galeri-kegiatan');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Galeri Kegiatan' })).toBeVisible();
    const albums = page.getByRole('region', { name: 'Album kegiatan' }).getByRole('article');
    expect(await albums.count()).toBeGreaterThan(0);
    await expect(albums.first().getByText(/\d+ foto/)).toBeVisible();

    await albums.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/galeri-kegiatan\/[a-z0-9-]+$/);
    const photos = page.getByRole('button', { name: /^Buka foto/ });
    await expect(photos.first()).toBeVisible();
    const count = await photos.count();
    expect(count).toBeGreaterThan(1);
    await expect(photos.first().locator('img')).toHaveAttribute('srcset', /\d+w/);

    await photos.first().click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toContainText(`1 / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText(`2 / ${count}`);
    await lightbox.getByRole('button', { name: 'Foto sebelumnya' }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toContainText(`${count} / ${count}`);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });

  test("an album's link preview names its cover with the size of that file", async ({ page }) => {
    await openPage(page, '/galeri-kegiatan');
    await page.getByRole('region', { name: 'Album kegiatan' }).getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/galeri-kegiatan\/[a-z0-9-]+$/);
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    const image = await meta('og:image');
    expect(image).toMatch(/\.webp$/);
    expect(await meta('og:image:type')).toBe('image/webp');
    // What a chat app reads before it fetches the picture matches the picture it then shows.
    const file = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, image ?? '');
    expect(`${await meta('og:image:width')}x${await meta('og:image:height')}`).toBe(file);
  });

  test('categories list their albums; an unknown category or album is a 404', async ({ page }) => {
    await openPage(page, '/galeri-kegiatan/category');
    const category = page.getByRole('region', { name: 'Daftar kategori' }).getByRole('link').first();
    const href = (await category.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/galeri-kegiatan\/category\/[a-z0-9-]+$/);
    await category.click();
    await expect(page).toHaveURL(`${WEB_URL}${href}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Galeri \S/);
    const title = ((await heading.textContent()) ?? '').replace(/^Galeri /, '');
    const current = page.getByRole('navigation', { name: 'Kategori galeri' }).locator('[aria-current="page"]');
    await expect(current).toContainText(title);
    const albums = page.getByRole('region', { name: `Album ${title}` }).getByRole('article');
    expect(await albums.count()).toBeGreaterThan(0);
    for (const chip of await albums.getByRole('link', { name: title, exact: true }).all()) {
      await expect(chip).toHaveAttribute('href', href);
    }

    for (const path of ['/galeri-kegiatan/category/tidak-ada', '/galeri-kegiatan/album-tidak-ada']) {
      const missing = await page.goto(`${WEB_URL}${path}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });
});


/** The newest post of the blog. */
async function newestPost(request: APIRequestContext): Promise<{ news_permalink: string }> {
  const list = await request.post(`${API_URL}/sbc-visitor/v1/article/list`, {
    headers: { Authorization: PUBLIC_CLIENT },
    form: { page: '1', perPage: '1' },
  });
  return (await list.json()).data.data[0];
}

/** A fresh session of the second demo member, through the API. */
async function demoMemberLogin(request: APIRequestContext): Promise<{ token: string; member_profile: object }> {
  const login = await request.post(`${API_URL}/sbc-member-core/v1/auth/login`, {
    form: { email: 'anggota2@sbc.test', password: 'AnggotaDemo#2026' },
  });
  return (await login.json()).data;
}

test.describe('post engagement', () => {

  test('a member comments and rates; a visitor bookmarks and answers "membantu"', async ({ page, request }) => {
    const post = await newestPost(request);
    const { token } = await demoMemberLogin(request);

    // As a visitor: accept cookies, bookmark, answer; comments ask to log in.
    await openPage(page, `/blog/${post.news_permalink}`);
    await page.getByRole('region', { name: 'Pemberitahuan cookie' }).getByRole('button', { name: 'OK' }).click();
    await revealPostEngagement(page);
    await page.getByRole('button', { name: 'Simpan artikel' }).click();
    // The label says the state, and the keyboard stays on the button while the change is sent.
    await expect(page.getByRole('button', { name: 'Tersimpan' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Tersimpan' })).not.toHaveAttribute('aria-pressed');
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(page.getByText(/pembaca merasa terbantu/)).toBeVisible();
    // The answer takes the place of the buttons, and the keyboard's focus.
    await expect(page.getByText(/pembaca merasa terbantu/)).toBeFocused();
    await expect(page.getByRole('link', { name: 'Masuk untuk berkomentar' })).toHaveAttribute('href', /^\/login\?return=/);

    // The saved post is on this browser's reading list, which no cache shares and no search engine keeps.
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('link', { name: /Lihat semua artikel tersimpan/ }).click();
    await expect(page).toHaveURL(`${WEB_URL}/blog/tersimpan`);
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel Tersimpan' })).toBeVisible();
    await expect(page.getByRole('main').locator('article').first().getByRole('heading')).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const listed = await page.evaluate(() => fetch('/blog/tersimpan').then((r) => r.headers.get('cache-control')));
    expect(listed).toContain('no-store');
    await page.goBack();
    await revealPostEngagement(page);

    // As a member: comment (plain text, shown escaped) and rate with the keyboard.
    await page.context().addCookies([{ name: 'Member-Token', value: token, url: WEB_URL }]);
    await openPage(page, `/blog/${post.news_permalink}`);
    await revealPostEngagement(page);
    const heading = page.getByRole('heading', { name: /^Komentar \(\d+\)$/ });
    const commentCount = async () => Number((await heading.textContent())?.match(/\d+/)?.[0]);
    await expect(heading).toBeVisible();
    const before = await commentCount();
    // Too short: the browser stops it, saying why in Indonesian (whatever its own language).
    const field = page.getByLabel('Tulis komentar');
    await field.fill(' a ');
    await page.getByRole('button', { name: 'Kirim komentar' }).click();
    expect(await field.evaluate((el: HTMLTextAreaElement) => el.validationMessage)).toBe('Komentar minimal 2 karakter');
    await expect(heading).toHaveText(`Komentar (${before})`);
    const text = `<b>Uji</b> komentar ${Date.now()}`;
    await field.fill(text);
    await page.getByRole('button', { name: 'Kirim komentar' }).click();
    await expect(page.getByText(text)).toBeVisible();
    // A reply counts in the heading too, here and after a reload.
    await page.getByRole('button', { name: /^Balas komentar/ }).first().click();
    await page.getByLabel('Balasan Anda').fill('Balasan uji untuk komentar itu');
    await page.getByRole('button', { name: 'Kirim balasan' }).click();
    await expect(page.getByText('Balasan uji untuk komentar itu')).toBeVisible();
    await expect(heading).toHaveText(`Komentar (${before + 2})`);
    await openPage(page, `/blog/${post.news_permalink}`);
    await revealPostEngagement(page);
    await expect(heading).toHaveText(`Komentar (${before + 2})`);
    await page.getByRole('radio', { name: /1 dari 5/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Kirim penilaian' }).click();
    await expect(page.getByText(/Terima kasih! Penilaian Anda \(2 bintang\)/)).toBeVisible();
  });

  test('a member whose session ended elsewhere reads the comments as a visitor and is logged out here', async ({
    page,
    request,
  }) => {
    const post = await newestPost(request);
    const { token, member_profile: profile } = await demoMemberLogin(request);
    await page.context().addCookies([
      { name: 'Member-Token', value: token, url: WEB_URL },
      { name: 'member_profile', value: encodeURIComponent(JSON.stringify(profile)), url: WEB_URL },
    ]);
    await openPage(page, `/blog/${post.news_permalink}`);
    await revealPostEngagement(page);
    await expect(page.getByLabel('Tulis komentar')).toBeVisible();
    await expect(page.getByRole('button', { name: /Menu anggota/ })).toBeVisible();

    // The session ends elsewhere (a logout in the member area, a new password).
    const logout = await request.post(`${API_URL}/sbc-member-core/v1/auth/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.ok()).toBe(true);

    await openPage(page, `/blog/${post.news_permalink}`);
    await revealPostEngagement(page);
    // The comments still show, with the visitor's invitation, and the site forgot the session.
    await expect(page.getByRole('link', { name: 'Masuk untuk berkomentar' })).toBeVisible();
    await expect(page.getByText('Sesi tidak valid')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Komentar \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(/dari 5 · \d+ penilaian|Belum ada penilaian/)).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies(WEB_URL)).some((c) => c.name === 'Member-Token'))
      .toBe(false);
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Menu anggota/ })).toHaveCount(0);
  });

  test('a visitor id the API no longer knows is replaced, and the bookmark and answer still work', async ({ page, request }) => {
    const list = await request.post(`${API_URL}/sbc-visitor/v1/article/list`, {
      headers: { Authorization: PUBLIC_CLIENT },
      form: { page: '1', perPage: '2' },
    });
    const post = (await list.json()).data.data[1] as { news_permalink: string };
    // Signed by another installation (or under an earlier secret): the banner stays hidden, as the cookie is there.
    const stale = 'v1.AAAAAAAAAAAAAAAAAAAAAA.Zzzz';
    await page.context().addCookies([{ name: 'visitor-id', value: stale, url: WEB_URL }]);
    await openPage(page, `/blog/${post.news_permalink}`);
    await revealPostEngagement(page);
    await page.getByRole('button', { name: 'Simpan artikel' }).click();
    await expect(page.getByRole('button', { name: 'Tersimpan' })).toBeVisible();
    const renewed = (await page.context().cookies(WEB_URL)).find((c) => c.name === 'visitor-id')?.value ?? '';
    expect(renewed).not.toBe(stale);
    expect(renewed).toMatch(/.{10,}/);
    await page.getByRole('button', { name: 'Ya', exact: true }).click();
    await expect(page.getByText(/pembaca merasa terbantu/)).toBeVisible();
    // The new id is the one the bookmark belongs to.
    await page.reload();
    await revealPostEngagement(page);
    await expect(page.getByRole('button', { name: 'Tersimpan' })).toBeVisible();
  });
});
