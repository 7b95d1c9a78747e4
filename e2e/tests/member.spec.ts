import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { WEB_URL, MEMBER_URL, API_URL } = E2E_ORIGINS;
const PASSWORD = 'Rahasia2026';

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;

/** Fills and sends the member host's register form. */
async function register(page: Page, email: string, firstName = 'Dewi') {
  await page.getByLabel('Nama Depan').fill(firstName);
  await page.getByLabel('Nama Belakang').fill('Lestari');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nomor Ponsel').fill('0812 3456 7890');
  await page.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Ulangi Kata Sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar' }).click();
}

/** The public site's connect links the browser opens. */
function recordConnectLinks(page: Page): string[] {
  const links: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${WEB_URL}/connect-to-member`)) links.push(request.url());
  });
  return links;
}

const cookieValue = async (page: Page, origin: string, name: string) =>
  (await page.context().cookies(origin)).find((c) => c.name === name)?.value;

test.describe('member area and the public site connection', () => {
  test("the header's Login/Daftar comes back to the page the visitor was reading", async ({ page }) => {
    await page.goto(`${WEB_URL}/tentang-kami`);
    await page.getByRole('link', { name: 'Login/Daftar' }).click();
    await expect(page).toHaveURL(
      `${MEMBER_URL}/login?return=${encodeURIComponent(`${WEB_URL}/tentang-kami`)}`,
    );
  });

  test('registering lands on the public site logged in; logout ends both', async ({ page }) => {
    const connectLinks = recordConnectLinks(page);
    await page.goto(`${WEB_URL}/login?return=/`);
    await expect(page).toHaveURL(`${MEMBER_URL}/login?return=${encodeURIComponent(`${WEB_URL}/`)}`);
    await page.getByRole('link', { name: 'Daftar sebagai anggota' }).click();
    await expect(page.getByRole('heading', { name: 'Daftar Anggota SBC' })).toBeVisible();
    await register(page, uniqueEmail('daftar'), 'Kirana');

    await expect(page).toHaveURL(`${WEB_URL}/`);
    const webToken = await cookieValue(page, WEB_URL, 'Member-Token');
    const memberToken = await cookieValue(page, MEMBER_URL, 'Member-Token');
    expect(webToken).toBeTruthy();
    expect(memberToken).toBeTruthy();
    expect(webToken).not.toBe(memberToken);
    const profile = JSON.parse(
      decodeURIComponent((await cookieValue(page, WEB_URL, 'member_profile')) ?? ''),
    );
    expect(profile.member_first_name).toBe('Kirana');
    // The link carried a single-use code, never a session token; none is left in the address bar.
    expect(connectLinks).toHaveLength(1);
    const code = new URL(connectLinks[0] ?? '').searchParams.get('token');
    expect(code).toBeTruthy();
    expect([webToken, memberToken]).not.toContain(code);
    expect(page.url()).not.toContain(webToken ?? '-');

    await page.goto(`${MEMBER_URL}/`);
    await expect(page.getByRole('heading', { name: 'Halo, Kirana!' })).toBeVisible();
    await expect(page.getByText('Belum aktif')).toBeVisible();
    for (const section of ['Event Saya', 'Sertifikat Saya', 'Pesanan Saya', 'Kelas Saya']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }

    // The site ends the sign-in, then the member area logs out with its token of it: both succeed.
    const logoutAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/sbc-member-core/v1/auth/logout')) logoutAnswers.push(response.status());
    });
    await page.goto(`${WEB_URL}/disconnect-member`);
    await expect(page).toHaveURL(`${MEMBER_URL}/logout`);
    await expect(page.getByRole('heading', { name: 'Anda telah keluar' })).toBeVisible();
    await expect.poll(() => logoutAnswers).toEqual([200]);
    expect(await cookieValue(page, WEB_URL, 'Member-Token')).toBeUndefined();
    expect(await cookieValue(page, MEMBER_URL, 'Member-Token')).toBeUndefined();
    // The public site's session is revoked on the server too.
    const check = await page.request.get(`${API_URL}/sbc-member-core/v1/connect/check`, {
      headers: { Authorization: `Bearer ${webToken}` },
    });
    expect(check.status()).toBe(401);

    await page.goto(`${MEMBER_URL}/`);
    await expect(page).toHaveURL(
      `${MEMBER_URL}/login?return=${encodeURIComponent(`${MEMBER_URL}/`)}`,
    );
    await expect(page.getByRole('heading', { name: 'Masuk ke Area Anggota' })).toBeVisible();
  });

  test("a profile changed in the member area reaches the site's header; an ended session leaves it", async ({
    page,
  }) => {
    await page.goto(`${MEMBER_URL}/register?return=${encodeURIComponent(`${WEB_URL}/`)}`);
    await register(page, uniqueEmail('nama'), 'Laras');
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.getByRole('button', { name: 'Menu anggota: Laras Lestari' })).toBeVisible();

    // The member renames themself in the member area (its session, on its own host).
    const memberToken = await cookieValue(page, MEMBER_URL, 'Member-Token');
    const saved = await page.request.post(`${API_URL}/sbc-member-core/v1/profile/update`, {
      headers: { Authorization: `Bearer ${memberToken}` },
      data: { first_name: 'Larasati', last_name: 'Lestari', mobilephone: '081234567890' },
    });
    expect(saved.status()).toBe(200);

    // Within ten minutes of the last check the site trusts its cookies; after that, the next page
    // asks the API and the header shows the new name.
    await page.goto(`${WEB_URL}/tentang-kami`);
    await expect(page.getByRole('button', { name: 'Menu anggota: Laras Lestari' })).toBeVisible();
    // (Another page than before: the browser may keep a page it has seen for its max-age.)
    await page.context().clearCookies({ name: 'member_checked' });
    await page.goto(`${WEB_URL}/dewan-syuro`);
    await expect(page.getByRole('button', { name: 'Menu anggota: Larasati Lestari' })).toBeVisible();
    const profile = JSON.parse(decodeURIComponent((await cookieValue(page, WEB_URL, 'member_profile')) ?? ''));
    expect(profile.member_first_name).toBe('Larasati');

    // The site's session ends elsewhere (a new password, a logout): at the next check the page
    // arrives with the member cookies cleared, so even the server's HTML shows Login/Daftar.
    const webToken = await cookieValue(page, WEB_URL, 'Member-Token');
    const logout = await page.request.post(`${API_URL}/sbc-member-core/v1/auth/logout`, {
      headers: { Authorization: `Bearer ${webToken}` },
    });
    expect(logout.ok()).toBe(true);
    await page.context().clearCookies({ name: 'member_checked' });
    // Off the hydrated page first: a chunk it loads late would fail under the block below, and its
    // reload-on-chunk-failure would abort the next navigation.
    await page.goto('about:blank');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${WEB_URL}/informasi-chapter`);
    await expect(page.getByRole('link', { name: 'Login/Daftar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Area Anggota' })).toBeHidden();
    expect(await cookieValue(page, WEB_URL, 'Member-Token')).toBeUndefined();
    expect(await cookieValue(page, WEB_URL, 'member_profile')).toBeUndefined();
  });

  test('a reused connect code fails cleanly and clears the cookies', async ({ page }) => {
    const connectLinks = recordConnectLinks(page);
    const returnTo = encodeURIComponent(`${WEB_URL}/tentang-kami`);
    await page.goto(`${MEMBER_URL}/register?return=${returnTo}`);
    await register(page, uniqueEmail('ulang'));
    await expect(page).toHaveURL(`${WEB_URL}/tentang-kami`);
    expect(await cookieValue(page, WEB_URL, 'Member-Token')).toBeTruthy();

    const response = await page.goto(connectLinks[0] ?? '');
    expect(response?.status()).toBe(410);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: 'Tautan masuk tidak berlaku' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masuk Kembali' })).toHaveAttribute(
      'href',
      `/login?return=${encodeURIComponent('/tentang-kami')}`,
    );
    expect(await cookieValue(page, WEB_URL, 'Member-Token')).toBeUndefined();

    // Still logged in on the member host: logging in again needs no password.
    await page.getByRole('link', { name: 'Masuk Kembali' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/tentang-kami`);
    expect(await cookieValue(page, WEB_URL, 'Member-Token')).toBeTruthy();
  });

  test('opening the member host directly leads to the dashboard after login', async ({ page }) => {
    await page.goto(`${MEMBER_URL}/`);
    await expect(page).toHaveURL(/\/login\?return=/);
    await page.getByLabel('Email').fill('anggota@sbc.test');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('AnggotaDemo#2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(`${MEMBER_URL}/`);
    await expect(page.getByRole('heading', { name: 'Halo, Siti!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Kembali ke situs SBC/ }).first()).toBeVisible();
    expect(await cookieValue(page, WEB_URL, 'Member-Token')).toBeUndefined();
    // Photos over 2 MB are refused in the browser, before any upload.
    await page.locator('input[type=file]').setInputFiles({
      name: 'foto-besar.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByText('Ukuran foto maksimal 2 MB')).toBeVisible();
  });

  test('forms explain mistakes in Indonesian, client-side and from the API', async ({ page }) => {
    await page.goto(`${MEMBER_URL}/login`);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Email wajib diisi')).toBeVisible();
    await expect(page.getByText('Kata sandi wajib diisi')).toBeVisible();

    await page.goto(`${MEMBER_URL}/register`);
    await page.getByLabel('Email').fill('bukan-email');
    await page.getByLabel('Nomor Ponsel').fill('12345');
    await page.getByLabel('Kata Sandi', { exact: true }).fill('pendek1');
    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByText('Nama depan wajib diisi')).toBeVisible();
    await expect(page.getByText('Format email tidak valid')).toBeVisible();
    await expect(page.getByText('Nomor ponsel tidak valid, contoh 081234567890')).toBeVisible();
    await expect(page.getByText('Kata sandi minimal 8 karakter')).toBeVisible();

    await page.reload();
    await register(page, 'anggota@sbc.test');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email sudah terdaftar');
    await expect(page.getByRole('button', { name: 'Daftar' })).toBeFocused();
  });

  test('five wrong passwords lock the account with the API message', async ({ page }) => {
    const email = uniqueEmail('kunci');
    const created = await page.request.post(`${API_URL}/sbc-member-core/v1/auth/register`, {
      form: { first_name: 'Kunci', email, mobilephone: '081234567890', password: PASSWORD },
    });
    expect(created.status()).toBe(200);

    await page.goto(`${MEMBER_URL}/login`);
    await page.getByLabel('Email').fill(email);
    const attempt = async (password: string) => {
      const answer = page.waitForResponse(
        (r) =>
          r.url().endsWith('/sbc-member-core/v1/auth/login') && r.request().method() === 'POST',
      );
      await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Masuk' }).click();
      return (await answer).status();
    };
    for (let i = 1; i <= 5; i++) {
      expect(await attempt(`Salah${i}xyz`)).toBe(401);
      await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah');
      // The answer leaves the focus on the button, ready for the next try.
      await expect(page.getByRole('button', { name: 'Masuk' })).toBeFocused();
    }
    // Locked: even the right password is refused now, with the API's own message.
    expect(await attempt(PASSWORD)).toBe(429);
    await expect(page.getByRole('alert')).toContainText('Terlalu banyak percobaan masuk');
    await expect(page).toHaveURL(`${MEMBER_URL}/login`);
  });

  test('forgot password confirms without telling whether the address exists', async ({ page }) => {
    await page.goto(`${MEMBER_URL}/login`);
    await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
    // The login page has an Email field too: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Lupa kata sandi?', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill('anggota2@sbc.test');
    await page.getByRole('button', { name: 'Kirim Tautan' }).click();
    await expect(page.getByRole('status')).toContainText('Jika email tersebut terdaftar');
    // The message takes the place of the form and of its focused button: the focus goes to it.
    await expect(page.getByRole('status')).toBeFocused();
  });

  test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
    await page.goto(`${MEMBER_URL}/reset-password`);
    await expect(page.getByRole('alert')).toContainText('tidak berlaku');

    // A link that is not (or no longer) valid says so before anyone types a password.
    await page.goto(`${MEMBER_URL}/reset-password?token=tautan-palsu-1234567890`);
    await expect(page.getByRole('alert')).toContainText(
      'Tautan atur ulang kata sandi tidak berlaku, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.',
    );
    await expect(page.getByLabel('Kata Sandi Baru', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Minta Tautan Baru' })).toBeVisible();
  });
});
