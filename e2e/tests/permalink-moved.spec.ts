import { type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const ADMIN = `${E2E_ORIGINS.ADMIN_URL}/admin`;
const WEB = E2E_ORIGINS.WEB_URL;
const SUPER = { email: 'admin@sbc.test', password: 'AdminDemo#2026' };
// Public pages may be served from the page cache for up to 10 s (PAGE_CACHE_SECONDS).
const CACHE_PATIENCE = { timeout: 15_000, intervals: [500, 1000, 2000] };

// A demo post and tag no other spec opens, so renaming them here breaks nothing elsewhere.
const POST_TITLE = 'Ibu yang Terus Belajar, Keluarga yang Tumbuh';
const OLD_POST = 'ibu-yang-terus-belajar';
const NEW_POST = 'ibu-yang-selalu-belajar';
const EVENT_TITLE = 'Lomba Anak Saleh SBC Semarang';
const OLD_EVENT = 'lomba-anak-saleh-sbc-semarang';
const NEW_EVENT = 'lomba-anak-saleh-semarang-2026';
const OLD_TAG = 'wakaf';
const NEW_TAG = 'wakaf-produktif';

async function logIn(page: Page) {
  await page.goto(`${ADMIN}/login`);
  await page.getByLabel('Email').fill(SUPER.email);
  await page.getByLabel('Kata Sandi').fill(SUPER.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${ADMIN}/`);
}

/** Opens an old address until the page cache lets the change through; answers where the browser ended. */
async function openOld(page: Page, path: string, expectedUrl: string): Promise<Response> {
  let response: Response | null = null;
  await expect
    .poll(async () => {
      response = await page.goto(`${WEB}${path}`);
      return page.url();
    }, CACHE_PATIENCE)
    .toBe(expectedUrl);
  if (!response) throw new Error(`no response for ${path}`);
  return response;
}

/** The answer of the first request of a chain of redirects. */
async function firstAnswer(response: Response) {
  let request = response.request();
  for (let earlier = request.redirectedFrom(); earlier; earlier = earlier.redirectedFrom())
    request = earlier;
  const first = await request.response();
  if (!first) throw new Error('no first response');
  return first;
}

test.describe('old addresses after a permalink changes', () => {
  test('a post whose permalink changed in the console is found at its old address (301 to the new one)', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`${ADMIN}/content?q=${OLD_POST}`);
    await page.getByRole('link', { name: POST_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah artikel' })).toBeVisible();
    const permalink = page.getByLabel('Permalink');
    await expect(permalink).toHaveValue(OLD_POST);
    await expect(permalink).toHaveAccessibleDescription(
      'Jika permalink diubah, alamat lama akan dialihkan ke permalink baru.',
    );
    await permalink.fill(NEW_POST);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText(
      'Artikel diterbitkan',
    );
    await expect(
      page.getByRole('link', { name: `Lihat di situs: /blog/${NEW_POST}` }),
    ).toBeVisible();

    // A link shared before the change (with its query string) still opens the post.
    const response = await openOld(
      page,
      `/blog/${OLD_POST}?utm_source=whatsapp`,
      `${WEB}/blog/${NEW_POST}?utm_source=whatsapp`,
    );
    expect(response.status()).toBe(200);
    const first = await firstAnswer(response);
    expect(first.status()).toBe(301);
    expect(first.url()).toBe(`${WEB}/blog/${OLD_POST}?utm_source=whatsapp`);
    // Asked again by browsers and kept by caches for a minute only, so a permalink changed back is not stuck behind it.
    expect(first.headers()['cache-control']).toMatch(/(^|, )max-age=0, s-maxage=60\b/);
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(POST_TITLE));

    // Under its section too, in one hop to its one address; an address that never existed stays the not-found page.
    const underSection = await openOld(
      page,
      `/blog/motivasi/${OLD_POST}`,
      `${WEB}/blog/${NEW_POST}`,
    );
    expect((await firstAnswer(underSection)).url()).toBe(`${WEB}/blog/motivasi/${OLD_POST}`);
    expect(underSection.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    const missing = await page.goto(`${WEB}/blog/${OLD_POST}-tidak-pernah-ada`);
    expect(missing?.status()).toBe(404);

    // A new post given the old address takes it over; the editor says whose readers it sent on until now.
    await page.goto(`${ADMIN}/content/articles/new`);
    await page.getByRole('textbox', { name: 'Judul', exact: true }).fill('Belajar Sepanjang Hayat');
    await page.getByLabel('Permalink').fill(OLD_POST);
    await page.getByRole('textbox', { name: 'Isi' }).click();
    await page.keyboard.type('Catatan tentang belajar bersama keluarga.');
    await page.getByLabel('Kategori').selectOption({ label: 'Kajian' });
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/articles\/\d+$/);
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText(
      `/blog/${OLD_POST} dulu mengalihkan pembaca ke “${POST_TITLE}”. Kini alamat itu membuka artikel ini.`,
    );
  });

  test('an event whose permalink changed in the console is found at its old address, its calendar file too', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`${ADMIN}/community/events?q=${encodeURIComponent(EVENT_TITLE)}`);
    await page.getByRole('link', { name: EVENT_TITLE }).first().click();
    const permalink = page.getByLabel('Permalink');
    await expect(permalink).toHaveValue(OLD_EVENT);
    await expect(permalink).toHaveAccessibleDescription(
      /alamat lama akan dialihkan ke permalink baru/,
    );
    await permalink.fill(NEW_EVENT);
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText('Acara disimpan');
    const editor = page.url();

    const response = await openOld(
      page,
      `/event/${OLD_EVENT}?ref=abcd1234`,
      `${WEB}/event/${NEW_EVENT}?ref=abcd1234`,
    );
    expect((await firstAnswer(response)).status()).toBe(301);
    await expect(page.getByRole('heading', { level: 1, name: EVENT_TITLE })).toBeVisible();

    // The calendar file of the old address: fetched by the page (no download), answered from the new one.
    const calendar = await page.evaluate(async (path) => {
      const res = await fetch(path);
      return { url: res.url, redirected: res.redirected, text: await res.text() };
    }, `/event/${OLD_EVENT}/kalender.ics`);
    expect(calendar).toMatchObject({
      url: `${WEB}/event/${NEW_EVENT}/kalender.ics`,
      redirected: true,
    });
    expect(calendar.text).toContain(`SUMMARY:${EVENT_TITLE}`);

    // A permalink emptied by mistake is kept, and the field shows it again after saving.
    await page.goto(editor);
    await page.getByLabel('Permalink').fill('');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText('Acara disimpan');
    await expect(page.getByLabel('Permalink')).toHaveValue(NEW_EVENT);
  });

  test('a gallery album and a chapter whose permalinks changed are found at their old addresses', async ({
    page,
  }) => {
    const api = `${E2E_ORIGINS.API_URL}/sbc-admin/v1`;
    const login = await page.request.post(`${api}/login/stored`, { data: SUPER });
    const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
    const albums = await page.request.post(`${api}/community/gallery/album/list`, {
      headers,
      data: { q: 'Lomba Anak Saleh' },
    });
    const album = (await albums.json()).data.data[0];
    expect(album.slug).toBe('lomba-anak-saleh-semarang');
    const { title, description, category_id, chapter_id, event_date } = album;
    const saved = await page.request.post(`${api}/community/gallery/album/save`, {
      headers,
      data: {
        id: album.id,
        title,
        description,
        category_id,
        chapter_id,
        event_date,
        slug: 'lomba-anak-saleh-semarang-2025',
      },
    });
    expect(saved.status()).toBe(200);
    const chapters = (
      await (await page.request.get(`${api}/community/chapter/list`, { headers })).json()
    ).data;
    const makassar = chapters.find((c: { slug: string }) => c.slug === 'makassar');
    const { id, name, city, province, address, phone, email, instagram } = makassar;
    const renamed = await page.request.post(`${api}/community/chapter/update`, {
      headers,
      data: {
        id,
        name,
        city,
        province,
        address,
        phone,
        email,
        instagram,
        description: makassar.description,
        slug: 'makassar-sulsel',
      },
    });
    expect(renamed.status()).toBe(200);

    const albumAnswer = await openOld(
      page,
      '/galeri-kegiatan/lomba-anak-saleh-semarang',
      `${WEB}/galeri-kegiatan/lomba-anak-saleh-semarang-2025`,
    );
    expect((await firstAnswer(albumAnswer)).status()).toBe(301);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const chapterAnswer = await openOld(
      page,
      '/pengurus-chapter/makassar',
      `${WEB}/pengurus-chapter/makassar-sulsel`,
    );
    expect((await firstAnswer(chapterAnswer)).status()).toBe(301);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Makassar');
  });

  test('a tag whose permalink changed in the console is found at its old address, page kept', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`${ADMIN}/content/taxonomy`);
    const tags = page.getByRole('region', { name: /^Tag/ });
    const row = tags.locator('li').filter({ has: page.getByText(`${OLD_TAG} · `) });
    await row.getByRole('button', { name: 'Ubah nama' }).click();
    const permalink = tags.getByLabel('Permalink tag');
    await permalink.fill(NEW_TAG);
    await expect(tags.getByText('Alamat lama akan dialihkan ke permalink baru.')).toBeVisible();
    await tags.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('list', { name: 'Notifikasi' })).toContainText(
      'Tag “Wakaf” disimpan',
    );
    await expect(tags.getByText(`${NEW_TAG} · `)).toBeVisible();

    const response = await openOld(page, `/tag/${OLD_TAG}?page=1`, `${WEB}/tag/${NEW_TAG}?page=1`);
    expect((await firstAnswer(response)).status()).toBe(301);
    await expect(page.getByRole('heading', { level: 1, name: '#Wakaf' })).toBeVisible();
    await expect(page).toHaveTitle(/Wakaf/);
  });
});
