import { statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Locator, type Page, chromium, expect, test } from '@playwright/test';
import { CHROMIUM_PATH, E2E_ORIGINS } from './origins';

const ADMIN = `${E2E_ORIGINS.ADMIN_URL}/admin`;
const SUPER = { email: 'admin@sbc.test', password: 'AdminDemo#2026' };
const PRESENCE_ONLY = { email: 'presensi@sbc.test', password: 'PresensiDemo#2026' };

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${ADMIN}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata Sandi').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${ADMIN}/`);
}

/** Opens Presensi from the bar, then the first event that has participants. */
async function openEventWithParticipants(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Navigasi admin' })
    .getByRole('link', { name: 'Presensi' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Presensi Event' })).toBeVisible();
  // Each card says "<present> / <registered> hadir"; take the first with someone registered.
  const card = page
    .getByRole('listitem')
    .filter({ hasText: /\d+ \/ [1-9][\d.]* hadir/ })
    .first();
  const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url();
}

/** The number under a label of the event summary (Peserta, Hadir, Belum). */
async function summaryCount(page: Page, label: string): Promise<number> {
  const summary = page.getByRole('region', { name: 'Ringkasan kehadiran' });
  const text = await summary
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }) })
    .locator('dd')
    .innerText();
  return Number(text.replace(/\./g, ''));
}

const absentRows = (page: Page): Locator =>
  page.locator('tbody tr').filter({ hasText: 'Belum hadir' });
const nameOf = async (row: Locator) =>
  (await row.locator('td').first().locator('p').first().innerText()).trim();
const codeOf = async (row: Locator) => (await row.locator('td').nth(1).innerText()).trim();

test.describe('admin presence console', () => {
  test('checks a participant in by name, refuses a second check-in, then checks in by code and exports', async ({
    page,
  }) => {
    await logIn(page, SUPER);
    await openEventWithParticipants(page);
    const present = await summaryCount(page, 'Hadir');
    const checkInField = page.getByLabel('Cari peserta atau ketik kode registrasi');

    // By name: the text filters the list, the admin clicks the row.
    const name = await nameOf(absentRows(page).first());
    await checkInField.fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.locator('tbody tr').filter({ hasText: name }).first();
    await row.getByRole('button', { name: `Hadirkan ${name}` }).click();
    await expect(page.getByText(`${name} tercatat hadir`)).toBeVisible();
    await expect(row.locator('td').nth(2)).toHaveText(/Hadir/);
    await expect(row.locator('td').nth(2)).not.toHaveText(/Belum/);
    await expect.poll(() => summaryCount(page, 'Hadir')).toBe(present + 1);

    // A present row offers no "Hadirkan"; its code typed again is reported, nothing changes.
    await expect(row.getByRole('button', { name: `Hadirkan ${name}` })).toHaveCount(0);
    await expect(row.getByText('Sudah hadir')).toBeVisible();
    const presentCode = await codeOf(row);
    await checkInField.fill(presentCode);
    await checkInField.press('Enter');
    await expect(page.getByText(`${name} sudah tercatat hadir`)).toBeVisible();
    expect(await summaryCount(page, 'Hadir')).toBe(present + 1);

    // A wrong code is refused out loud with the API's message, and stays in the field.
    await checkInField.fill('SALAHKODE123');
    await checkInField.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Peserta tidak terdaftar di event ini' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Kode SALAHKODE123');
    await expect(checkInField).toHaveValue('SALAHKODE123');
    expect(await summaryCount(page, 'Hadir')).toBe(present + 1);

    // By code, read from the table's code column: Enter checks in at once and empties the field.
    await checkInField.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    const next = absentRows(page).first();
    const [nextName, code] = [await nameOf(next), await codeOf(next)];
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    await checkInField.fill(code);
    await checkInField.press('Enter');
    await expect(page.getByText(`${nextName} tercatat hadir`)).toBeVisible();
    await expect(checkInField).toHaveValue('');
    await expect.poll(() => summaryCount(page, 'Hadir')).toBe(present + 2);

    // The Excel export is saved under the server's file name (cell contents: API tests).
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Excel' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect(statSync(file).size).toBeGreaterThan(0);
    // An .xlsx is a zip archive.
    expect((await readFile(file)).subarray(0, 2).toString()).toBe('PK');

    // A check-in made by mistake is undone after a confirmation: the row is absent again.
    await checkInField.fill(code);
    await expect(page).toHaveURL(/[?&]q=/);
    const mistaken = page.locator('tbody tr').filter({ hasText: nextName }).first();
    await mistaken.getByRole('button', { name: `Batalkan kehadiran ${nextName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Batalkan kehadiran ${nextName}?` });
    await expect(dialog).toContainText('e-sertifikatnya dicabut');
    await dialog.getByRole('button', { name: 'Batalkan kehadiran' }).click();
    await expect(page.getByText(`Kehadiran ${nextName} dibatalkan`)).toBeVisible();
    await expect(mistaken.locator('td').nth(2)).toHaveText(/Belum hadir/);
    await expect(mistaken.getByRole('button', { name: `Hadirkan ${nextName}` })).toBeVisible();
    await expect.poll(() => summaryCount(page, 'Hadir')).toBe(present + 1);

    // The audit log tells who checked each of them in, and who undid it, at which event.
    await page.goto(`${ADMIN}/audit?entity=event-presence`);
    for (const who of [name, nextName]) {
      const entry = page.getByRole('row').filter({ hasText: `Mencatat kehadiran ${who} di event` });
      await expect(entry).toContainText('Presensi event');
      await expect(entry).toContainText('kehadiran dicatat');
      await expect(entry).toContainText(SUPER.email);
    }
    const undone = page.getByRole('row').filter({ hasText: `Membatalkan kehadiran ${nextName} di event` });
    await expect(undone).toContainText('kehadiran dibatalkan');
  });

  test('the presence-only admin sees no Anggota or Email Keluar and is refused there', async ({
    page,
  }) => {
    await logIn(page, PRESENCE_ONLY);
    const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
    await expect(nav.getByRole('link', { name: 'Presensi' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Akun' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Anggota' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Email Keluar' })).toHaveCount(0);
    await page.goto(`${ADMIN}/members`);
    await expect(page.getByRole('heading', { name: 'Anda tidak memiliki akses' })).toBeVisible();
    await page.goto(`${ADMIN}/outbox`);
    await expect(page.getByRole('heading', { name: 'Anda tidak memiliki akses' })).toBeVisible();
  });

  test('logging out clears the Admin-Token cookie and returns to the login page', async ({
    page,
  }) => {
    await logIn(page, SUPER);
    const token = async () =>
      (await page.context().cookies(E2E_ORIGINS.ADMIN_URL)).find((c) => c.name === 'Admin-Token');
    expect(await token()).toBeTruthy();
    await page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(`${ADMIN}/login`);
    expect(await token()).toBeUndefined();
    await page.goto(`${ADMIN}/presence`);
    await expect(page).toHaveURL(`${ADMIN}/login`);
  });

  test('a session that ends on an event page signs in back to that page, not the home', async ({
    page,
  }) => {
    await logIn(page, PRESENCE_ONLY);
    const eventUrl = await openEventWithParticipants(page);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    // The session ends while the admin stands at the door (another device logged it out, it expired).
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(`${ADMIN}/login`);
    await expect(page.getByRole('status')).toHaveText(
      'Silakan masuk untuk kembali ke halaman yang tadi Anda buka.',
    );
    await page.getByLabel('Email').fill(PRESENCE_ONLY.email);
    await page.getByLabel('Kata Sandi').fill(PRESENCE_ONLY.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(eventUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Only once: the next sign-in opens the home as before.
    await page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(`${ADMIN}/login`);
    await logIn(page, PRESENCE_ONLY);
  });
});

/**
 * A camera feed for Chromium's fake device: one still frame (YUV4MPEG2, 4:2:0) showing the QR
 * code of `text`. The QR matrix comes from `qrcode`, which the API already depends on.
 */
async function writeQrVideo(text: string, file: string): Promise<void> {
  const requireFromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
  const QRCode = requireFromApi('qrcode') as {
    create(text: string): { modules: { size: number; get(row: number, col: number): number } };
  };
  const { modules } = QRCode.create(text);
  const [width, height] = [640, 480];
  const scale = Math.floor(320 / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const [left, top] = [(width - side) >> 1, (height - side) >> 1];
  const luma = Buffer.alloc(width * height, 200);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [col, row] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4];
      const isDark =
        col >= 0 && row >= 0 && col < modules.size && row < modules.size && modules.get(row, col);
      luma[(top + y) * width + left + x] = isDark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
    ]),
  );
}

test('scanning a registration QR code with the camera checks the participant in', async ({
  page,
}) => {
  // Find someone not yet present and their code, as the admin sees them.
  await logIn(page, SUPER);
  const eventUrl = await openEventWithParticipants(page);
  const row = absentRows(page).first();
  const [name, code] = [await nameOf(row), await codeOf(row)];
  const video = test.info().outputPath('registration-qr.y4m');
  await writeQrVideo(`SBCREG:${code}`, video);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    chromiumSandbox: false,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const door = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await logIn(door, SUPER);
    await door.goto(eventUrl);
    await door.getByRole('button', { name: 'Pindai QR' }).click();
    const dialog = door.getByRole('dialog', { name: 'Pindai QR pendaftaran' });
    await expect(dialog.getByText(`${name} tercatat hadir`)).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Selesai memindai' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(door.locator('video')).toHaveCount(0);
    await door.getByLabel('Cari peserta atau ketik kode registrasi').fill(code);
    await expect(
      door.locator('tbody tr').filter({ hasText: name }).first().locator('td').nth(2),
    ).toHaveText(/Hadir/);
  } finally {
    await browser.close();
  }
});
