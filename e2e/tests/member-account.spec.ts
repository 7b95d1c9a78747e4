import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailsTo, mailText } from './mail-server';
import { E2E_ORIGINS } from './origins';

const { API_URL, MEMBER_URL } = E2E_ORIGINS;
const CORE = `${API_URL}/sbc-member-core/v1`;

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;

/** A new member made through the API, so a test may change its password or profile freely. */
async function newMember(page: Page, label: string, password: string): Promise<string> {
  const email = uniqueEmail(label);
  const created = await page.request.post(`${CORE}/auth/register`, {
    data: {
      first_name: 'Rina',
      last_name: 'Wulandari',
      email,
      mobilephone: '081211112222',
      password,
    },
  });
  expect(created.status()).toBe(200);
  return email;
}

/** The reset link of the newest reset mail sent to an address. */
async function resetLinkFor(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const text = mailText(mailsTo(email).at(-1) ?? '');
  const link = text.match(/http:\/\/\S+\/reset-password\?token=[\w%.~-]+/)?.[0];
  expect(link, 'a reset link in the mail').toBeTruthy();
  return link ?? '';
}

/** The member_profile cookie of the member host, decoded. */
async function cachedProfile(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies(MEMBER_URL)).find(
    (c) => c.name === 'member_profile',
  );
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${MEMBER_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${MEMBER_URL}/`);
}

test.describe('member account: password reset and profile', () => {
  test('a member resets the password through the emailed link and logs in with the new one', async ({
    page,
  }) => {
    const oldPassword = 'Rahasia2026';
    const newPassword = 'BaruSekali2027';
    const email = await newMember(page, 'atur-ulang', oldPassword);

    await page.goto(`${MEMBER_URL}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Kirim Tautan' }).click();
    await expect(page.getByRole('status')).toContainText('Jika email tersebut terdaftar');

    const link = await resetLinkFor(email);
    expect(link.startsWith(`${MEMBER_URL}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(newPassword);
    await page.getByLabel('Ulangi Kata Sandi Baru').fill(newPassword);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/auth/reset-password') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
    expect((await answer).status()).toBe(200);

    await expect(page.getByRole('status')).toContainText('Kata sandi berhasil diubah');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The success stays: nothing checks the now-used link again behind it.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status')).toContainText('Kata sandi berhasil diubah');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Opened again, the used link says so.
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('sudah dipakai');
    await expect(page.getByLabel('Kata Sandi Baru', { exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Kembali ke halaman masuk' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah');

    await page.getByLabel('Kata Sandi', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(`${MEMBER_URL}/`);
    await expect(page.getByRole('heading', { name: 'Halo, Rina!' })).toBeVisible();
  });

  test('the success message and its Masuk button lead to the login page', async ({ page }) => {
    const password = 'Rahasia2026';
    const email = await newMember(page, 'tombol-masuk', password);
    const sent = await page.request.post(`${CORE}/auth/forgot-password`, { data: { email } });
    expect(sent.status()).toBe(200);

    await page.goto(await resetLinkFor(email));
    await page.getByLabel('Kata Sandi Baru', { exact: true }).fill('Pengganti2027');
    await page.getByLabel('Ulangi Kata Sandi Baru').fill('Pengganti2027');
    await page.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru Anda.',
    );
    await expect(page.getByRole('status')).toBeFocused();
    await page.getByRole('link', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(`${MEMBER_URL}/login`);
    await expect(page.getByRole('heading', { name: 'Masuk ke Area Anggota' })).toBeVisible();
  });

  test('a photo the site would refuse is refused on choosing it, and the rest still saves', async ({
    page,
  }) => {
    const password = 'Rahasia2026';
    const email = await newMember(page, 'foto', password);
    await logIn(page, email, password);
    const form = page.getByRole('region', { name: 'Ubah Profil' });
    const photo = form.locator('input[type=file]');

    // Text named like a picture: the browser cannot read it.
    await photo.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('bukan gambar'),
    });
    await expect(form.getByRole('alert')).toHaveText(
      'Berkas ini bukan gambar yang dapat dibaca. Pilih foto JPEG, PNG, atau WebP lain.',
    );
    // A real picture, smaller than the 64×64 the site keeps.
    const tiny = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await photo.setInputFiles({
      name: 'kecil.png',
      mimeType: 'image/png',
      buffer: Buffer.from(tiny, 'base64'),
    });
    await expect(form.getByRole('alert')).toHaveText(
      'Foto minimal 64×64 piksel. Pilih foto yang lebih besar.',
    );
    await expect(form.locator('input[name=member_image]')).toHaveValue('');

    // Nothing refused goes with the form: the new name saves.
    await form.getByLabel('Nama Depan').fill('Rinaldi');
    await form.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(form.getByRole('status')).toHaveText('Profil berhasil diperbarui.');
    expect(await cachedProfile(page)).toMatchObject({
      member_first_name: 'Rinaldi',
      member_image: null,
    });
  });

  test('saving the profile refreshes the cached member_profile cookie', async ({ page }) => {
    const password = 'Rahasia2026';
    const email = await newMember(page, 'profil', password);
    await logIn(page, email, password);
    const before = (await page.context().cookies(MEMBER_URL)).find(
      (c) => c.name === 'member_profile',
    );
    expect(await cachedProfile(page)).toMatchObject({
      member_first_name: 'Rina',
      member_mobilephone: '081211112222',
      member_image: null,
    });

    // A real photo, drawn by the browser, goes with the new name and phone.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#0f766e';
        context.fillRect(0, 0, 400, 400);
        context.fillStyle = '#fde68a';
        context.fillRect(100, 100, 200, 200);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    const form = page.getByRole('region', { name: 'Ubah Profil' });
    await form.locator('input[type=file]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await form.getByLabel('Nama Depan').fill('Rinaldi');
    await form.getByLabel('Nomor Ponsel').fill('0813 9999 0000');
    await form.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(form.getByRole('status')).toHaveText('Profil berhasil diperbarui.');
    await expect(form.getByRole('button', { name: 'Simpan Profil' })).toBeFocused();
    // The form shows the number as stored, like the profile card, not as typed.
    await expect(form.getByLabel('Nomor Ponsel')).toHaveValue('081399990000');
    await expect(page.getByText('081399990000')).toBeVisible();

    const profile = await cachedProfile(page);
    expect(profile).toMatchObject({
      member_first_name: 'Rinaldi',
      member_mobilephone: '081399990000',
      member_email: email,
    });
    expect(profile?.member_image).toEqual(expect.stringMatching(/^https?:\/\/\S+/));
    // Written with the attributes of the login: one cookie, same path and lifetime, not a second copy.
    const after = (await page.context().cookies(MEMBER_URL)).filter(
      (c) => c.name === 'member_profile',
    );
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      path: before?.path,
      sameSite: before?.sameSite,
      secure: before?.secure,
      httpOnly: false,
    });
    expect(Math.abs((after[0]?.expires ?? 0) - (before?.expires ?? 0))).toBeLessThan(120);

    // A reload shows what the cookie holds.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Halo, Rinaldi!' })).toBeVisible();
    expect((await cachedProfile(page))?.member_first_name).toBe('Rinaldi');
    expect(await cachedProfile(page)).toMatchObject({
      membership_active: false,
      membership_package: null,
    });

    // A membership paid meanwhile (a bank transfer the console marks paid) is in the cookie once
    // the member area shows the profile again.
    const token = (await page.context().cookies(MEMBER_URL)).find(
      (c) => c.name === 'Member-Token',
    )?.value;
    const headers = { Authorization: `Bearer ${token}` };
    const products = (await (await page.request.get(`${CORE}/order/products`, { headers })).json())
      .data as { code: string }[];
    const ordered = await page.request.post(`${CORE}/order/stored`, {
      headers,
      data: { product_code: products[0]?.code },
    });
    expect(ordered.status()).toBe(200);
    const admin = await page.request.post(`${API_URL}/sbc-admin/v1/login/stored`, {
      data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
    });
    const marked = await page.request.post(`${API_URL}/sbc-admin/v1/community/order/mark_paid`, {
      headers: { Authorization: `Bearer ${(await admin.json()).data.token}` },
      data: { invoice_id: (await ordered.json()).data.invoice.id },
    });
    expect(marked.status()).toBe(200);
    await page.goto('about:blank');
    await page.goto(`${MEMBER_URL}/#pesanan-saya`);
    await expect(
      page.getByRole('region', { name: 'Pesanan Saya', exact: true }).getByText('Lunas'),
    ).toBeVisible();
    await expect.poll(async () => (await cachedProfile(page))?.membership_active).toBe(true);
    expect((await cachedProfile(page))?.membership_package).toEqual(expect.any(String));
    expect((await cachedProfile(page))?.member_first_name).toBe('Rinaldi');
  });
});
