import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailsTo } from './mail-server';
import { E2E_ORIGINS } from './origins';
import { readQrFromPdf } from './pdf-qr';

const { WEB_URL, API_URL } = E2E_ORIGINS;
const BASIC = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

/** A free, open, upcoming event of the demo seed. */
async function freeEvent(request: APIRequestContext): Promise<{ id: number; event_slug: string }> {
  const res = await request.post(`${API_URL}/sbc-visitor/v1/event`, { headers: { Authorization: BASIC }, form: { when: 'upcoming', perPage: 50 } });
  const events: { id: number; event_slug: string; price_member: number; price_non_member: number; registration_open: boolean; seats_left: number | null }[] =
    (await res.json()).data.data;
  const event = events.find((e) => e.price_member === 0 && e.price_non_member === 0 && e.registration_open && e.seats_left !== 0);
  if (!event) throw new Error('the demo seed has no free open event');
  return event;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API_URL}/sbc-admin/v1/login/stored`, { data: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } });
  return (await res.json()).data.token;
}

/** The confirmation mail the test SMTP server received for an address, once it is there. */
async function confirmationMail(address: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mailsTo(address)[0] ?? '';
}

/** The admin checks the person in by the code the QR carries; answers the certificate code. */
async function checkIn(request: APIRequestContext, eventId: number, registrationCode: string): Promise<string> {
  const res = await request.post(`${API_URL}/sbc-admin/v1/event/event_presence`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    form: { event_id: eventId, code: `SBCREG:${registrationCode}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.certificate_code;
}

/** Downloads the certificate PDF, reads its QR code like a phone would, and opens the page it points to. */
async function verifyCertificate(page: Page, request: APIRequestContext, certificateCode: string, holder: string) {
  const cert = (await (await request.get(`${API_URL}/sbc-visitor/v1/certificate/v1?code=${certificateCode}`, { headers: { Authorization: BASIC } })).json()).data;
  const pdf = await request.get(cert.pdf_url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const target = await readQrFromPdf(await pdf.body());
  expect(target).toBe(`${WEB_URL}/ecert/v1/${certificateCode}`);
  await page.goto(target ?? '');
  // In the page's main part: a member's header menu also carries their name.
  await expect(page.getByRole('main').getByText(holder).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Sah').first()).toBeVisible();
}

test('a visitor registers, receives the email, is checked in, and the certificate QR opens its verify page', async ({ page, request }) => {
  const event = await freeEvent(request);
  const email = `tamu-${Date.now()}@contoh.id`;
  await page.goto(`${WEB_URL}/event/${event.event_slug}`);
  await page.getByLabel('Nama lengkap').fill('Nadia Putri Lestari');
  await page.locator('#daftar-email').fill(email);
  await page.getByLabel('Nomor ponsel').fill('0812 7777 8888');
  await page.getByRole('button', { name: 'Daftar sekarang' }).click();
  const code = (await page.getByTestId('kode-pendaftaran').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8,}$/);

  const mail = await confirmationMail(email);
  expect(mail).toContain('Subject: Pendaftaran terkonfirmasi');
  expect(mail).toContain(code);
  expect(mail).toContain('qr-registrasi.png');
  expect(mail).toContain('Content-Type: text/calendar');

  const certificateCode = await checkIn(request, event.id, code);
  // Back on the event page in the browser that registered: presence recorded, and the certificate.
  await page.reload();
  await expect(page.getByText('Kehadiran Anda sudah tercatat')).toBeVisible();
  await expect(page.getByText('Tunjukkan kode QR ini kepada petugas presensi saat datang.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Lihat e-sertifikat' }).click();
  await expect(page).toHaveURL(`${WEB_URL}/ecert/v1/${certificateCode}`);

  await verifyCertificate(page, request, certificateCode, 'Nadia Putri Lestari');
});

test('a new member registers with one click, receives the email, and gets a certificate after check-in', async ({ page, context, request }) => {
  const event = await freeEvent(request);
  const email = `anggota-${Date.now()}@contoh.id`;
  const registered = await request.post(`${API_URL}/sbc-member-core/v1/auth/register`, {
    data: { first_name: 'Fajar', last_name: 'Ramadhan', email, mobilephone: '081299990000', password: 'AnggotaBaru2026' },
  });
  const token: string = (await registered.json()).data.token;
  await context.addCookies([{ name: 'Member-Token', value: token, url: WEB_URL }]);
  await page.goto(`${WEB_URL}/event/${event.event_slug}`);
  await page.getByRole('button', { name: 'Daftar sebagai Anggota' }).click();
  const code = (await page.getByTestId('kode-pendaftaran').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8,}$/);

  const mail = await confirmationMail(email);
  expect(mail).toContain(code);

  await verifyCertificate(page, request, await checkIn(request, event.id, code), 'Fajar Ramadhan');
});

test("the demo outbox shows the confirmation's QR code and calendar file to the admin", async ({ page }) => {
  const event = await freeEvent(page.request);
  const email = `lampiran-${Date.now()}@contoh.id`;
  await page.goto(`${WEB_URL}/event/${event.event_slug}`);
  await page.getByLabel('Nama lengkap').fill('Laila Lampiran');
  await page.locator('#daftar-email').fill(email);
  await page.getByLabel('Nomor ponsel').fill('0812 3333 4444');
  await page.getByRole('button', { name: 'Daftar sekarang' }).click();
  await expect(page.getByTestId('kode-pendaftaran')).toBeVisible();

  await page.goto(`${E2E_ORIGINS.ADMIN_URL}/admin/login`);
  await page.getByLabel('Email').fill('admin@sbc.test');
  await page.getByLabel('Kata Sandi').fill('AdminDemo#2026');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGINS.ADMIN_URL}/admin/`);
  await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Email Keluar' }).click();
  const mail = page.getByRole('listitem').filter({ hasText: email });
  await mail.getByText(/^Pendaftaran terkonfirmasi: /).click();

  const attachments = mail.getByRole('region', { name: 'Lampiran (2)' });
  await expect(attachments).toBeVisible();
  const qr = attachments.getByRole('img', { name: 'Lampiran qr-registrasi.png' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await qr.boundingBox())?.width).toBeLessThanOrEqual(200);

  const ics = attachments.getByRole('link', { name: `Unduh ${event.event_slug}.ics` });
  const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
  expect(download.suggestedFilename()).toBe(`${event.event_slug}.ics`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^BEGIN:VCALENDAR/);
});
