import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const ADMIN = `${E2E_ORIGINS.ADMIN_URL}/admin`;
const WEB = E2E_ORIGINS.WEB_URL;
const SUPER = { email: 'admin@sbc.test', password: 'AdminDemo#2026' };
const PRESENCE_ONLY = { email: 'presensi@sbc.test', password: 'PresensiDemo#2026' };

const TITLE = 'Jalan Sehat Keluarga di Taman Cibubur';
const PERMALINK = 'jalan-sehat-keluarga-di-taman-cibubur';
// Public pages may be served from the page cache for up to 10 s (PAGE_CACHE_SECONDS).
const CACHE_PATIENCE = { timeout: 15_000, intervals: [500, 1000, 2000] };

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${ADMIN}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${ADMIN}/`);
}

/** A 1200×675 PNG drawn by the browser itself, as a file to pick. */
async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    const gradient = ctx.createLinearGradient(0, 0, 1200, 675);
    gradient.addColorStop(0, '#0f5c4d');
    gradient.addColorStop(1, '#f2c14e');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 1200, 675);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The body of a public page once the page cache lets the change through. */
async function publicText(page: Page, path: string): Promise<string> {
  // Through the browser: Node does not resolve *.localhost host names here.
  const res = await page.goto(`${WEB}${path}`);
  return res?.ok() ? res.text() : `HTTP ${res?.status() ?? 0}`;
}

test.describe('content administration', () => {
  test('writes and publishes an article with a cover and tags, then finds it on the public site', async ({ page }) => {
    await logIn(page, SUPER);
    await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Konten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
    await page.getByRole('link', { name: 'Tulis artikel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tulis artikel' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(TITLE);
    await expect(page.getByLabel('Permalink')).toHaveValue(PERMALINK);
    const body = page.getByRole('textbox', { name: 'Isi' });
    await body.click();
    await page.getByRole('button', { name: 'Judul bagian' }).click();
    await page.keyboard.type('Rute dan waktu');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Peserta berkumpul pukul 06.00 di gerbang utama taman. ');
    await page.getByRole('button', { name: 'Tebal' }).click();
    await page.keyboard.type('Bawa air minum sendiri.');
    await expect(body.locator('h2')).toHaveText('Rute dan waktu');
    await expect(body.locator('strong')).toHaveText('Bawa air minum sendiri.');

    // A picture in the text, then writing on: the picture stays (the next key does not replace it).
    await page.getByRole('button', { name: 'Gambar', exact: true }).click();
    await page.getByLabel('Unggah dari perangkat').setInputFiles({ name: 'rute.png', mimeType: 'image/png', buffer: await coverPng(page) });
    await expect(page.getByLabel('Alamat gambar')).toHaveValue(/\/media\//);
    await page.getByLabel('Teks alternatif').fill('Peta rute jalan sehat');
    await page.getByRole('button', { name: 'Sisipkan' }).click();
    await page.keyboard.type('Sampai jumpa di lokasi.');
    await expect(body.locator('img[alt="Peta rute jalan sehat"]')).toHaveCount(1);
    await expect(body.locator('img + p')).toHaveText('Sampai jumpa di lokasi.');

    await page.locator('input[type=file][name=cover]').setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: await coverPng(page) });
    await expect(page.getByRole('img', { name: 'Pratinjau gambar sampul' })).toBeVisible();
    await page.getByLabel('Kategori').selectOption({ label: 'Kesehatan' });
    const tags = page.getByLabel('Tag', { exact: true });
    await tags.fill('Olahraga Keluarga');
    await tags.press('Enter');
    await tags.fill('Jalan Sehat');
    await tags.press('Enter');
    await expect(page.getByRole('list', { name: 'Tag terpilih' }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Pratinjau' }).click();
    const preview = page.getByRole('article', { name: 'Pratinjau artikel' });
    await expect(preview.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(preview).toContainText('Bawa air minum sendiri.');
    await page.getByRole('button', { name: 'Tulis' }).click();

    await page.getByRole('button', { name: 'Terbitkan sekarang' }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText('Artikel diterbitkan');
    await expect(page).toHaveURL(/\/admin\/content\/articles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah artikel' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Lihat di situs: /blog/${PERMALINK}` })).toBeVisible();

    // The public site: the post at its permalink, with its cover and tags.
    await page.goto(`${WEB}/blog/${PERMALINK}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Bawa air minum sendiri.', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Peta rute jalan sehat' })).toBeVisible();
    await expect(page.getByText('Sampai jumpa di lokasi.', { exact: true })).toBeVisible();
    const cover = page.locator('img[src*="/media/berita/jalan-sehat-keluarga"]').first();
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /Olahraga Keluarga/ }).first()).toBeVisible();

    await expect
      .poll(async () => {
        await page.goto(`${WEB}/blog?s=Cibubur`);
        return page.getByRole('main').locator(`a[href$="/blog/${PERMALINK}"]`).count();
      }, CACHE_PATIENCE)
      .toBeGreaterThan(0);
    await expect.poll(() => publicText(page, '/sitemap.xml'), CACHE_PATIENCE).toContain(`/blog/${PERMALINK}`);
    await expect.poll(() => publicText(page, '/blog/rss.xml'), CACHE_PATIENCE).toContain(TITLE);
  });

  test('changes the office phone in Info Situs and the footer shows it', async ({ page }) => {
    const phone = '(021) 555-0199';
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/content`);
    await page.getByRole('navigation', { name: 'Bagian konten' }).getByRole('link', { name: 'Info Situs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Info Situs' })).toBeVisible();
    const field = page.getByLabel('Telepon kantor');
    await field.fill('telepon kantor');
    await page.getByRole('button', { name: 'Simpan info situs' }).click();
    await expect(field).toHaveAccessibleDescription(/Nomor telepon hanya angka/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Periksa kembali isian yang ditandai.');
    await field.fill(phone);
    await page.getByRole('button', { name: 'Simpan info situs' }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText('Info situs disimpan');

    // The audit log says in Indonesian what changed, from what to what.
    await page.goto(`${ADMIN}/audit?entity=site-info`);
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText('Info situs #1 · diubah');
    await newest.getByText('Rincian').click();
    await expect(newest.getByRole('definition')).toContainText([new RegExp(`→ \\(021\\) 555-0199$`)]);

    // A reload asks the server again: a page fetched in the moment before the web server saw the
    // change may sit in the browser's own cache for its max-age (60 s).
    await page.goto(`${WEB}/`);
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole('contentinfo').innerText();
      }, CACHE_PATIENCE)
      .toContain(phone);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:/);
  });

  test('a presence-only admin does not see Konten and the API refuses content calls', async ({ page }) => {
    await logIn(page, PRESENCE_ONLY);
    const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
    await expect(nav.getByRole('link', { name: 'Presensi' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Konten' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit' })).toHaveCount(0);
    await page.goto(`${ADMIN}/content`);
    await expect(page.getByText('Anda tidak memiliki akses').first()).toBeVisible();

    const token = (await page.context().cookies(E2E_ORIGINS.ADMIN_URL)).find((c) => c.name === 'Admin-Token')?.value;
    expect(token).toBeTruthy();
    const res = await page.request.post(`${E2E_ORIGINS.API_URL}/sbc-admin/v1/news/list`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).msg).toBe('Anda tidak memiliki akses untuk tindakan ini');
  });
  test('a tag still in use offers merging instead of a delete bound to fail, and renaming its permalink says the old address is sent on', async ({ page }) => {
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/content/taxonomy`);
    const tags = page.getByRole('region', { name: /^Tag/ });
    const used = tags.locator('li').filter({ hasText: / [1-9]\d* artikel/ }).filter({ has: page.getByRole('button', { name: 'Hapus' }) }).first();
    await used.getByRole('button', { name: 'Hapus' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('masih dipakai');
    await expect(dialog.getByRole('button', { name: 'Hapus', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Gabungkan…' }).click();
    await expect(page.getByRole('dialog').getByLabel('Tag tujuan')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await used.getByRole('button', { name: 'Ubah nama' }).click();
    const permalink = tags.getByLabel('Permalink tag');
    const warning = 'Alamat lama akan dialihkan ke permalink baru.';
    await expect(tags.getByText(warning)).toHaveCount(0);
    await permalink.fill('permalink-baru-sekali');
    await expect(tags.getByText(warning)).toBeVisible();
  });

  test('a category merges only into an ordinary category, never into a system one', async ({ page }) => {
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/content/taxonomy`);
    const categories = page.getByRole('region', { name: /^Kategori/ });
    const system = categories.locator('li').filter({ hasText: 'Sistem' }).filter({ hasText: 'testimoni ·' });
    await expect(system).toHaveCount(1);
    await expect(system.getByRole('button', { name: 'Gabungkan' })).toHaveCount(0);

    await categories.locator('li').filter({ hasText: 'keluarga ·' }).getByRole('button', { name: 'Gabungkan' }).click();
    const options = await page.getByRole('dialog').getByLabel('Kategori tujuan').locator('option').allTextContents();
    expect(options.some((o) => o.startsWith('Kesehatan'))).toBe(true);
    for (const name of ['Testimoni', 'Banner Beranda', 'Pengumuman Penting', 'Kebijakan', 'Keluarga']) {
      expect(options.some((o) => o.startsWith(`${name} (`)), name).toBe(false);
    }
  });

  test('the article editor asks before unsaved changes are lost, and not once they are saved', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/content/articles/new`);
    const title = page.getByRole('textbox', { name: 'Judul', exact: true });
    const body = page.getByRole('textbox', { name: 'Isi' });
    await title.fill('Catatan Kajian Ahad Pagi');
    await body.click();
    await page.keyboard.type('Kajian dimulai pukul 07.00 di aula.');

    const question = page.getByRole('dialog', { name: 'Tinggalkan halaman?' });
    await page.getByRole('link', { name: 'Daftar artikel' }).click();
    await expect(question).toBeVisible();
    await expect(question).toContainText('Perubahan yang belum disimpan akan hilang.');
    await question.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(`${ADMIN}/content/articles/new`);
    await expect(title).toHaveValue('Catatan Kajian Ahad Pagi');
    await expect(body).toHaveText('Kajian dimulai pukul 07.00 di aula.');

    // The admin bar asks too.
    await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Konten' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(title).toHaveValue('Catatan Kajian Ahad Pagi');

    // Closing the tab brings up the browser's own question; dismissed, the page stays.
    const browserQuestion = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await browserQuestion;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(title).toHaveValue('Catatan Kajian Ahad Pagi');

    await page.getByRole('link', { name: 'Daftar artikel' }).click();
    await question.getByRole('button', { name: 'Tinggalkan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
    await expect(page.getByText('Catatan Kajian Ahad Pagi')).toHaveCount(0);

    // Saved, nothing is lost: leaving does not ask, neither after the first save nor after the next.
    await page.getByRole('link', { name: 'Tulis artikel' }).click();
    await title.fill('Catatan Kajian Ahad Pagi');
    await body.click();
    await page.keyboard.type('Kajian dimulai pukul 07.00 di aula.');
    await page.getByLabel('Kategori').selectOption({ label: 'Kajian' });
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/articles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah artikel' })).toBeVisible();
    await expect(question).toHaveCount(0);
    await title.fill('Catatan Kajian Ahad Pagi di Aula');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText('Artikel disimpan');
    await page.getByRole('link', { name: 'Daftar artikel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Catatan Kajian Ahad Pagi di Aula' })).toBeVisible();
    // One editor opening after another was typed in: the link tool registers nothing twice.
    expect(warnings.filter((w) => w.includes('linkifyjs'))).toEqual([]);
  });

  test('the inbox tabs are read by one clean name each', async ({ page }) => {
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/content/inbox`);
    const tabs = page.getByRole('navigation', { name: 'Kotak' });
    await expect(tabs.getByRole('link', { name: /^Laporan masalah \(\d+ belum dibaca\)$/ })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /^Pesan \(\d+ belum dibaca\)$/ })).toBeVisible();
  });
});
