import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { ADMIN_URL, WEB_URL, API_URL } = E2E_ORIGINS;
const ADMIN = `${ADMIN_URL}/admin`;
const SUPER = { email: 'admin@sbc.test', password: 'AdminDemo#2026' };
const CHAPTER = { email: 'admin.chapter@sbc.test', password: 'ChapterDemo#2026' };
/** The public site keeps anonymous pages up to 10 s. */
const FRESH = { timeout: 15_000 };

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${ADMIN}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${ADMIN}/`);
}

async function adminToken(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const res = await request.post(`${API_URL}/sbc-admin/v1/login/stored`, { data: account });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG photo stand-in: a colour gradient of the given size. */
function gradientPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const shade = (x + y) / (width + height);
      rows.set([Math.round(r * shade), Math.round(g * (1 - shade)), b], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `datetime-local` value `days` from now, in WIB. */
const wibInput = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

test.describe('community administration', () => {
  test('the super admin creates an event and a visitor registers for it on the public site', async ({
    page,
    browser,
  }) => {
    const title = `Kajian Keluarga Sakinah ${Date.now()}`;
    await logIn(page, SUPER);
    await page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name: 'Komunitas' })
      .click();
    await expect(page).toHaveURL(`${ADMIN}/community/events`);
    await expect(
      page
        .getByRole('navigation', { name: 'Bagian komunitas' })
        .getByRole('link', { name: 'Sertifikat' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Buat acara' }).click();

    // Sent empty, the form marks what is missing; a field filled in then loses its mark at once.
    await page.getByRole('button', { name: 'Buat acara' }).click();
    await expect(page.getByText('Isi tanggal dan jam mulai')).toBeVisible();
    await expect(page.getByLabel('Judul', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Judul', { exact: true }).fill(title);
    await expect(page.getByLabel('Judul', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Isi tanggal dan jam mulai')).toBeVisible();
    await page.getByLabel('Ringkasan').fill('Kajian keluarga bersama pakar parenting.');
    await page
      .getByRole('textbox', { name: 'Deskripsi' })
      .fill('Materi: komunikasi dalam keluarga.');
    await page.getByLabel('Mulai (WIB)').fill(wibInput(21, 9));
    await page.getByLabel('Selesai (WIB)').fill(wibInput(21, 12));
    await page.getByLabel('Tempat').fill('Aula Masjid Agung');
    await page.getByLabel('Kota').fill('Jakarta');
    await page.getByLabel('Kursi').fill('40');
    await page.getByRole('button', { name: 'Tambah pembicara' }).click();
    await page.getByLabel('Nama pembicara 1').fill('Ustadzah Halimah');
    await page.getByLabel('Jabatan atau keahlian').fill('Konselor keluarga');
    await page.getByRole('button', { name: 'Buat acara' }).click();
    await expect(page.getByText('Acara dibuat')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/community\/events\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const slug = await page.getByLabel('Permalink').inputValue();
    expect(slug).toMatch(/^kajian-keluarga-sakinah-\d+$/);

    // The public page, as a visitor in a fresh browser.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await expect(async () => {
      await visitor.goto(`${WEB_URL}/event/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({
        timeout: 1000,
      });
    }).toPass(FRESH);
    await expect(visitor.getByText('Ustadzah Halimah')).toBeVisible();
    await expect(visitor.getByText('Konselor keluarga')).toBeVisible();
    const banner = visitor
      .getByRole('region', { name: 'Pemberitahuan cookie' })
      .getByRole('button', { name: 'OK' });
    if (await banner.isVisible().catch(() => false)) await banner.click();
    const email = `e2e-komunitas-${Date.now()}@contoh.id`;
    await visitor.getByLabel('Nama lengkap').fill('Dewi Lestari');
    await visitor.locator('#daftar-email').fill(email);
    await visitor.getByLabel('Nomor ponsel').fill('0812 3456 7891');
    await visitor.getByRole('button', { name: 'Daftar sekarang' }).click();
    await expect(visitor.getByText('Anda sudah terdaftar')).toBeVisible();
    await visitorContext.close();

    // The admin sees the registration.
    await page.getByRole('link', { name: 'Pendaftar' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Pendaftar: ${title}` }),
    ).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: email })).toContainText('Terdaftar');
  });

  test('two saves in a row on the event page keep both changes', async ({ page, request }) => {
    const token = await adminToken(request, SUPER);
    const start = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const created = await request.post(`${API_URL}/sbc-admin/v1/community/event/create`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `Bedah Buku Sirah ${Date.now()}`,
        starts_at: start,
        ends_at: start + 7200,
        place: 'Perpustakaan Masjid',
        city: 'Bandung',
        price_member: 0,
        price_non_member: 0,
        published: false,
      },
    });
    expect(created.ok()).toBe(true);
    const id = (await created.json()).data.id as number;

    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/community/events/${id}`);
    const title = `Bedah Buku Sirah Nabawiyah ${Date.now()}`;
    await page.getByLabel('Judul', { exact: true }).fill(title);
    await page.getByLabel('Tempat').fill('Aula Utama');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The fields show what was saved, not what the page first loaded.
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Tempat')).toHaveValue('Aula Utama');

    await page.getByLabel('Kota').fill('Cimahi');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await expect(page.getByLabel('Kota')).toHaveValue('Cimahi');
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);

    const stored = await request.get(`${API_URL}/sbc-admin/v1/community/event/detail/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const event = (await stored.json()).data as { event_title: string; place: string; city: string };
    expect(event).toMatchObject({ event_title: title, place: 'Aula Utama', city: 'Cimahi' });

    await page.reload();
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Tempat')).toHaveValue('Aula Utama');
    await expect(page.getByLabel('Kota')).toHaveValue('Cimahi');
    await request.post(`${API_URL}/sbc-admin/v1/community/event/delete`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { id },
    });
  });

  test('the super admin uploads an album of two photos and it shows in the public gallery', async ({
    page,
  }) => {
    const title = `Bakti Sosial Ramadan ${Date.now()}`;
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/community/gallery`);
    await page.getByRole('button', { name: 'Buat album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat album' });
    await dialog.getByLabel('Judul album').fill(title);
    await dialog.getByLabel('Tanggal kegiatan').fill('2026-11-15');
    await dialog.getByRole('button', { name: 'Buat album' }).click();
    await expect(page).toHaveURL(/\/admin\/community\/gallery\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Empty, it is not on the site yet, and the console says so instead of linking a missing page.
    await expect(page.getByText('Belum tampil di situs: unggah foto pertama.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat di situs' })).toHaveCount(0);

    await page.getByLabel('Pilih foto…').setInputFiles([
      { name: 'sembako.png', mimeType: 'image/png', buffer: gradientPng(960, 640, [200, 120, 40]) },
      { name: 'relawan.png', mimeType: 'image/png', buffer: gradientPng(800, 600, [30, 90, 200]) },
    ]);
    const pending = page.getByRole('list', { name: 'Foto yang akan diunggah' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    // Alt text is required: uploading without it is stopped beside the photo.
    await page.getByRole('button', { name: 'Unggah 2 foto' }).click();
    await expect(pending.getByText('Teks alternatif wajib diisi')).toHaveCount(2);
    await page.getByLabel('Teks alternatif foto 1').fill('Relawan membagikan paket sembako');
    await page.getByLabel('Keterangan foto 1').fill('Pembagian di Cilincing');
    await page.getByLabel('Teks alternatif foto 2').fill('Foto bersama para relawan');
    // While the photos upload, their fields are read-only, not disabled: the keyboard's focus
    // stays where it was.
    let releaseUploads = () => {};
    const uploadsHeld = new Promise<void>((resolve) => (releaseUploads = resolve));
    await page.route('**/community/gallery/image/upload', async (route) => {
      await uploadsHeld;
      await route.continue();
    });
    const secondAlt = page.getByLabel('Teks alternatif foto 2');
    await page.getByRole('button', { name: 'Unggah 2 foto' }).click();
    await expect(page.getByRole('button', { name: 'Mengunggah…' })).toBeVisible();
    await secondAlt.focus();
    await expect(secondAlt).toBeFocused();
    await expect(secondAlt).not.toBeEditable();
    await expect(secondAlt).toHaveValue('Foto bersama para relawan');
    releaseUploads();
    await expect(page.getByText('2 foto diunggah')).toBeVisible();
    await page.unroute('**/community/gallery/image/upload');
    await expect(page.getByRole('heading', { name: 'Foto album (2)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat di situs' })).toBeVisible();

    // Reorder with the keyboard-usable buttons: the second photo first.
    await page.getByRole('button', { name: 'Pindahkan Foto bersama para relawan ke atas' }).click();
    await expect(
      page.getByRole('button', { name: 'Pindahkan Foto bersama para relawan ke atas' }),
    ).toBeDisabled();

    await expect(async () => {
      await page.goto(`${WEB_URL}/galeri-kegiatan`);
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible({
        timeout: 1000,
      });
    }).toPass(FRESH);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const photos = page.getByRole('img', {
      name: /Relawan membagikan paket sembako|Foto bersama para relawan/,
    });
    await expect(photos).toHaveCount(2);
    await expect(photos.first()).toHaveAccessibleName('Foto bersama para relawan');
  });

  test("a chapter admin is not offered another chapter's event, and the API refuses it", async ({
    page,
    request,
  }) => {
    const superToken = await adminToken(request, SUPER);
    const chapterToken = await adminToken(request, CHAPTER);
    const own = await request.get(`${API_URL}/sbc-admin/v1/community/chapter/list`, {
      headers: { Authorization: `Bearer ${chapterToken}` },
    });
    const ownChapterId = (await own.json()).data[0].id as number;
    const all = await request.post(`${API_URL}/sbc-admin/v1/community/event/list`, {
      headers: { Authorization: `Bearer ${superToken}` },
      data: { perPage: 100 },
    });
    const events = (await all.json()).data.data as {
      id: number;
      event_title: string;
      chapter_id: number | null;
    }[];
    const foreign = events.find((e) => e.chapter_id !== null && e.chapter_id !== ownChapterId);
    const mine = events.find((e) => e.chapter_id === ownChapterId);
    expect(foreign).toBeDefined();
    expect(mine).toBeDefined();

    await logIn(page, CHAPTER);
    await page.goto(`${ADMIN}/community`);
    await expect(page).toHaveURL(`${ADMIN}/community/events`);
    const tabs = page.getByRole('navigation', { name: 'Bagian komunitas' });
    await expect(tabs.getByRole('link', { name: 'Acara' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Paket & Pesanan' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Sertifikat' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: mine?.event_title ?? '' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: foreign?.event_title ?? '' })).toHaveCount(0);
    await page.getByLabel('Cari acara').fill(foreign?.event_title ?? '');
    await page.getByRole('button', { name: 'Cari' }).click();
    await expect(page.getByText('Tidak ada acara', { exact: true })).toBeVisible();

    // Typed by hand, the other chapter's event opens no form.
    await page.goto(`${ADMIN}/community/events/${foreign?.id}`);
    await expect(page.getByText('Anda tidak memiliki akses')).toBeVisible();
    await expect(page.getByLabel('Judul', { exact: true })).toHaveCount(0);
    // Their own event opens for editing.
    await page.goto(`${ADMIN}/community/events/${mine?.id}`);
    await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(mine?.event_title ?? '');

    const refused = await request.post(
      `${API_URL}/sbc-admin/v1/community/event/registration_open`,
      {
        headers: { Authorization: `Bearer ${chapterToken}` },
        data: { id: foreign?.id, open: false },
      },
    );
    expect(refused.status()).toBe(403);
    const detail = await request.get(
      `${API_URL}/sbc-admin/v1/community/event/detail/${foreign?.id}`,
      {
        headers: { Authorization: `Bearer ${chapterToken}` },
      },
    );
    expect(detail.status()).toBe(403);
  });
  test('a course page dialog names its own fields, and a refused topic names no API field', async ({
    page,
  }) => {
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/community/courses`);
    await page.locator('a[href*="/community/courses/"]').first().click();
    await expect(page.getByRole('textbox', { name: 'Judul kelas' })).toBeVisible();
    await page.getByRole('button', { name: 'Tambah topik' }).click();
    const dialog = page.getByRole('dialog');
    const topicTitle = dialog.getByRole('textbox', { name: 'Judul topik' });
    await expect(topicTitle).toBeVisible();
    await expect(page.getByLabel('Judul topik')).toHaveCount(1);
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);

    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const toast = page.getByRole('list', { name: 'Notifikasi' });
    await expect(toast).toContainText('Periksa kembali isian yang ditandai');
    await expect(toast).not.toContainText('title:');
    await expect(topicTitle).toHaveAttribute('aria-invalid', 'true');
  });

  test('the orders page fits a 375 px phone and shows the buyer\'s email and invoice number', async ({ page }) => {
    const email = `pemesan.${Date.now()}@contoh.id`;
    const core = `${API_URL}/sbc-member-core/v1`;
    const registered = await page.request.post(`${core}/auth/register`, {
      form: { first_name: 'Wulan', email, mobilephone: '081234567890', password: 'Rahasia2026' },
    });
    expect(registered.status()).toBe(200);
    const login = await page.request.post(`${core}/auth/login`, {
      form: { email, password: 'Rahasia2026' },
    });
    const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
    const products = (await (await page.request.get(`${core}/order/products`, { headers })).json())
      .data;
    const ordered = await page.request.post(`${core}/order/stored`, {
      headers,
      data: { product_code: products[0].code },
    });
    expect(ordered.status()).toBe(200);

    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, SUPER);
    await page.goto(`${ADMIN}/community/orders?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: 'Wulan' });
    await expect(row).toContainText(email);
    // The invoice number the member sees on their bill, to match what they tell the admin.
    await expect(row.getByText((await ordered.json()).data.invoice.code, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Tandai lunas' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Opened by its address, the section's own tab is scrolled into sight in the row of tabs.
    const tabs = page.getByRole('navigation', { name: 'Bagian komunitas' });
    await expect(tabs.getByRole('link', { name: 'Paket & Pesanan' })).toBeInViewport({ ratio: 1 });
    await page.goto(`${ADMIN}/community/certificates`);
    await expect(tabs.getByRole('link', { name: 'Sertifikat' })).toBeInViewport({ ratio: 1 });
    // The event under way, whose certificates are issued at its door today, is one to filter by.
    await expect(
      page.getByLabel('Acara').locator('option', { hasText: 'Pekan Sehat SBC Bandung' }),
    ).toHaveCount(1);
    await page.goto(`${ADMIN}/audit`);
    await expect(page.getByRole('heading', { name: 'Log Audit' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an order the provider settled after its registration was cancelled asks for a refund', async ({ page }) => {
    const core = `${API_URL}/sbc-member-core/v1`;
    const email = `refund.${Date.now()}@contoh.id`;
    expect((await page.request.post(`${core}/auth/register`, {
      form: { first_name: 'Ratna', email, mobilephone: '081234567891', password: 'Rahasia2026' },
    })).status()).toBe(200);
    const login = await page.request.post(`${core}/auth/login`, { form: { email, password: 'Rahasia2026' } });
    const member = { Authorization: `Bearer ${(await login.json()).data.token}` };
    const basic = { Authorization: `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}` };
    const events = (await (await page.request.post(`${API_URL}/sbc-visitor/v1/event`, {
      headers: basic,
      data: { when: 'upcoming', perPage: 20 },
    })).json()).data.data as { id: number; price_non_member: number; registration_open: boolean; seats_left: number | null }[];
    const paid = events.find((e) => e.price_non_member > 0 && e.registration_open && (e.seats_left ?? 2) > 1);
    if (!paid) throw new Error('the demo seed has no open paid event');
    const registered = (await (await page.request.post(`${API_URL}/sbc-visitor/v1/event/register`, {
      headers: member,
      data: { event_id: paid.id },
    })).json()).data as { order_code: string; registration_id: number };
    const orderCode = registered.order_code;
    await page.request.post(`${core}/order/update-select-payment`, { headers: member, data: { order_code: orderCode, payment_type: 'ewallet' } });
    expect((await page.request.post(`${core}/pay/stored`, { headers: member, data: { order_code: orderCode } })).status()).toBe(200);
    const admin = { Authorization: `Bearer ${await adminToken(page.request, SUPER)}` };
    expect((await page.request.post(`${API_URL}/sbc-admin/v1/community/event/registration_cancel`, {
      headers: admin,
      data: { registration_id: registered.registration_id },
    })).status()).toBe(200);
    // The provider settles it anyway (its expiry lost on the way): a signed notification.
    const invoice = (await (await page.request.post(`${core}/order/get-invoice`, { headers: member, data: { order_code: orderCode } })).json()).data;
    const gross = `${invoice.invoice.total_bill}.00`;
    const signature = createHash('sha512').update(`${orderCode}200${gross}SB-Mid-server-sbc-demo-key`).digest('hex');
    const notified = await page.request.post(`${core}/pay/notification`, {
      data: { order_id: orderCode, status_code: '200', gross_amount: gross, transaction_status: 'settlement', signature_key: signature },
    });
    expect((await notified.json()).data.invoice_status).toBe('expired');

    await logIn(page, SUPER);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${ADMIN}/community/orders?q=${encodeURIComponent(orderCode)}`);
      const row = page.getByRole('row').filter({ hasText: orderCode });
      await expect(row).toContainText('Kedaluwarsa');
      await expect(row.getByText('Dibayar setelah tagihan ditutup: kembalikan dananya kepada pembayar.')).toBeVisible();
      await expect(row).not.toContainText('Lunas');
      await expect(row.getByRole('button', { name: 'Tandai lunas' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`pesanan-refund-${width}.png`), fullPage: true });
    }
  });
});
