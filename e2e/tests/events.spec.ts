import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailsTo, mailText } from './mail-server';
import { E2E_ORIGINS } from './origins';
import { readQrFromScreen } from './screen-qr';

const { WEB_URL, WEBVIEW_URL, API_URL } = E2E_ORIGINS;
const BASIC = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;
const WIB_TIME = /\d{2}\.\d{2}(–\d{2}\.\d{2})? WIB/;

interface ApiEvent {
  id: number;
  event_slug: string;
  price_member: number;
  price_non_member: number;
  seats_left: number | null;
  registration_open: boolean;
  online: boolean;
}

/** Upcoming events of the demo seed, soonest first. */
async function upcomingEvents(request: APIRequestContext): Promise<ApiEvent[]> {
  const res = await request.post(`${API_URL}/sbc-visitor/v1/event`, {
    headers: { Authorization: BASIC },
    form: { when: 'upcoming', perPage: 50 },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.data;
}

const isOpen = (e: ApiEvent) => e.registration_open && (e.seats_left === null || e.seats_left > 0);

/** Logs a demo member in through the API and answers the session token. */
async function memberToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${API_URL}/sbc-member-core/v1/auth/login`, {
    data: { email, password: 'AnggotaDemo#2026' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token;
}

/** Presses OK on the cookie banner when it is there; makes sure the browser has a visitor id. */
async function ensureVisitorId(page: Page, context: BrowserContext, request: APIRequestContext) {
  const ok = page
    .getByRole('region', { name: 'Pemberitahuan cookie' })
    .getByRole('button', { name: 'OK' });
  if (await ok.isVisible().catch(() => false)) {
    await ok.click();
    await expect(ok).toBeHidden();
  }
  const hasId = (await context.cookies(WEB_URL)).some((c) => c.name === 'visitor-id');
  if (!hasId) {
    const res = await request.get(`${API_URL}/sbc-visitor/v1/session/create`, {
      headers: { Authorization: BASIC },
    });
    const clientId: string = (await res.json()).data.client_id;
    await context.addCookies([{ name: 'visitor-id', value: clientId, url: WEB_URL }]);
    await page.reload();
  }
}

/**
 * The registration's QR code on the event page, once drawn: what presence staff scan at the door,
 * about 200 px wide so a phone reads it, holding the registration code shown beside it.
 */
async function expectRegistrationQr(page: Page, code: string, online: boolean) {
  const qr = page.getByRole('img', { name: `Kode QR pendaftaran ${code}` });
  await expect(qr).toHaveAttribute('data-state', 'ready');
  // At a door the QR code is shown; during an online event the committee asks for the code.
  await expect(
    page.getByText(
      online
        ? 'Sebutkan kode ini bila panitia memintanya selama event daring.'
        : 'Tunjukkan kode QR ini kepada petugas presensi saat datang.',
    ),
  ).toBeVisible();
  expect((await qr.boundingBox())?.width).toBe(200);
  expect(await readQrFromScreen(qr)).toBe(`SBCREG:${code}`);
}

/** Fills and sends the visitor registration form. */
async function registerAsVisitor(page: Page, email: string, button = 'Daftar sekarang') {
  await page.getByLabel('Nama lengkap').fill('Rina Kartika');
  await page.locator('#daftar-email').fill(email);
  await page.getByLabel('Nomor ponsel').fill('0812 3456 7890');
  await page.getByRole('button', { name: button }).click();
}

test.describe('events', () => {
  test('/event lists upcoming events (soonest first) before past ones, with WIB times', async ({
    page,
  }) => {
    await page.goto(`${WEB_URL}/event`);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Komunitas' })).toBeVisible();
    const cards = page.locator('article[data-phase]');
    await expect(cards.first()).toBeVisible();
    const phases = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-phase')));
    const firstPast = phases.indexOf('past');
    expect(phases[0]).not.toBe('past');
    expect(firstPast).toBeGreaterThan(0);
    expect(phases.slice(firstPast).every((p) => p === 'past')).toBe(true);
    const starts = await cards.evaluateAll((els) =>
      els.map((el) => el.querySelector('time')?.getAttribute('datetime') ?? ''),
    );
    const upcoming = starts.slice(0, firstPast);
    expect(upcoming).toEqual([...upcoming].sort());
    for (const start of starts) expect(start).toMatch(/\+07:00$/);
    for (const text of await cards.allTextContents()) expect(text).toMatch(WIB_TIME);

    await page.getByRole('link', { name: 'Selesai', exact: true }).click();
    await expect(page).toHaveURL(`${WEB_URL}/event?waktu=selesai`);
    await expect(page.getByRole('heading', { name: 'Event yang telah selesai' })).toBeVisible();
    const pastPhases = await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-phase')),
    );
    expect(pastPhases.length).toBeGreaterThan(0);
    expect(pastPhases.every((p) => p === 'past')).toBe(true);
  });

  test('an event page shows the countdown, the facts and Event JSON-LD', async ({ page }) => {
    await page.goto(`${WEB_URL}/event?waktu=akan-datang`);
    const first = page.locator('article[data-phase="upcoming"]').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const timer = page.getByRole('timer');
    for (const label of ['Hari', 'Jam', 'Menit', 'Detik']) {
      await expect(timer.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Tentang event ini' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const event = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Event');
    expect(event?.name).toBe(title);
    expect(event?.startDate).toMatch(/\+07:00$/);
    // The public's price, and the members' beside it when it differs.
    expect(event?.offers?.[0]).toMatchObject({ '@type': 'Offer', name: 'Umum', priceCurrency: 'IDR' });
    for (const offer of event?.offers ?? []) expect(offer.priceCurrency).toBe('IDR');

    // The cover's preview with the size the API recorded (the demo covers are 960×540) and its type.
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '960');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '540');
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/webp');

    // The address in capitals goes on to the event's own (301), its query string kept.
    const slug = new URL(page.url()).pathname.split('/')[2] ?? '';
    const upper = await page.goto(`${WEB_URL}/event/${slug.toUpperCase()}?ref=wa`);
    expect(upper?.status()).toBe(200);
    expect(page.url()).toBe(`${WEB_URL}/event/${slug}?ref=wa`);
    expect((await upper?.request().redirectedFrom()?.response())?.status()).toBe(301);
  });

  test('a visitor registers once; the same email is refused the second time', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const event = (await upcomingEvents(request)).find(
      (e) => e.price_non_member === 0 && isOpen(e),
    );
    expect(event).toBeDefined();
    const url = `${WEB_URL}/event/${event?.event_slug}`;
    await page.goto(url);
    await ensureVisitorId(page, context, request);
    const email = `e2e-event-${Date.now()}@contoh.id`;
    const seats = page.getByText(/^Sisa [\d.]+ kursi$/).first();
    const seatsLeft = async () => Number((await seats.innerText()).replace(/\D/g, ''));
    // Seats left as the API counts them now (the page itself may come from the page cache).
    const before = event?.seats_left ?? null;
    // A form sent with a wrong field puts the keyboard on that field, its reason read out with it.
    await page.getByLabel('Nama lengkap').fill('Rina Kartika');
    await page.locator('#daftar-email').fill('rina-bukan-email');
    await page.getByRole('button', { name: 'Daftar sekarang' }).click();
    await expect(page.locator('#daftar-email')).toBeFocused();
    await expect(page.locator('#daftar-email')).toHaveAccessibleDescription(/email/i);
    await registerAsVisitor(page, email);
    await expect(page.getByText('Anda sudah terdaftar')).toBeVisible();
    // The form is gone: focus (and a screen reader) moves to what happened, not to the page's start.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Anda sudah terdaftarPendaftaran berhasil.');
    // The page shows the seat the registration took, without a reload.
    if (before !== null) await expect.poll(seatsLeft).toBe(before - 1);
    const code = page.getByTestId('kode-pendaftaran');
    await expect(code).toHaveText(/^[A-Z0-9]{8,}$/);
    const registrationCode = await code.textContent();
    // A visitor has no member area: the QR code the email carries is shown here as well.
    await expectRegistrationQr(page, registrationCode ?? '', event?.online ?? false);

    // The visitor id remembers the registration (and its QR code) on the next visit.
    await page.reload();
    await expect(page.getByTestId('kode-pendaftaran')).toHaveText(registrationCode ?? '');
    await expectRegistrationQr(page, registrationCode ?? '', event?.online ?? false);

    // Someone else's browser, same email: refused with the reason beside the field.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(url);
    await registerAsVisitor(otherPage, email);
    await expect(
      otherPage.getByRole('alert').filter({ hasText: 'sudah terdaftar di event ini' }),
    ).toBeVisible();
    await expect(otherPage.locator('#daftar-email')).toHaveAccessibleDescription(
      'Sudah terdaftar di event ini',
    );
    await expect(otherPage.locator('#daftar-email')).toBeFocused();
    await expect(otherPage.getByText('Anda sudah terdaftar')).toHaveCount(0);
    // What was typed stays in the form, to be corrected.
    await expect(otherPage.getByLabel('Nama lengkap')).toHaveValue('Rina Kartika');
    await expect(otherPage.locator('#daftar-email')).toHaveValue(email);
    await other.close();
  });

  test('a visitor registered for an online event is told to give the code during it, not at a door', async ({
    page,
    context,
    request,
  }) => {
    const event = (await upcomingEvents(request)).find(
      (e) => e.online && e.price_non_member === 0 && isOpen(e),
    );
    if (!event) throw new Error('the demo has no open free online event');
    await page.goto(`${WEB_URL}/event/${event.event_slug}`);
    await ensureVisitorId(page, context, request);
    await registerAsVisitor(page, `e2e-daring-${Date.now()}@contoh.id`);
    await expect(page.getByText('Anda sudah terdaftar')).toBeVisible();
    await expect(
      page.getByText('Sebutkan kode ini bila panitia memintanya selama event daring.'),
    ).toBeVisible();
    await expect(page.getByText(/saat datang|registrasi ulang/)).toHaveCount(0);
  });

  test('a visitor pays for a paid event and the finish page leads back to the event', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const event = (await upcomingEvents(request)).find((e) => e.price_non_member > 0 && isOpen(e));
    expect(event).toBeDefined();
    const eventUrl = `${WEB_URL}/event/${event?.event_slug}`;
    await page.goto(eventUrl);
    await ensureVisitorId(page, context, request);
    await registerAsVisitor(page, `e2e-bayar-${Date.now()}@contoh.id`, 'Daftar dan lanjut bayar');
    // The order page on the webview host, told where the visitor came from.
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order\\?order=[\\w-]{10,}&return=`));
    expect(new URL(page.url()).searchParams.get('return')).toBe(eventUrl);

    // Back on the event page before paying: the code, the way to pay, and no QR code yet.
    await page.goto(eventUrl);
    await expect(page.getByText('Menunggu pembayaran')).toBeVisible();
    const registrationCode = (await page.getByTestId('kode-pendaftaran').textContent()) ?? '';
    expect(registrationCode).toMatch(/^[A-Z0-9]{8,}$/);
    await expect(page.getByRole('img', { name: /^Kode QR pendaftaran/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Lanjutkan pembayaran' }).click();
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order\\?order=[\\w-]{10,}&return=`));
    await expect(page.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    await page.getByRole('radio', { name: /^Kartu/ }).check();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await expect(page.getByRole('heading', { name: 'Tagihan Pembayaran' })).toBeVisible();
    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox/`));
    await page.getByRole('button', { name: 'Bayar' }).click();
    await expect(page.getByRole('heading', { name: 'Lunas' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Kembali ke halaman event' }).last(),
    ).toHaveAttribute('href', eventUrl);
    await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toHaveCount(0);
    await expect(
      page.getByText(
        'Kode pendaftaran dan kode QR-nya sudah kami kirim ke email pendaftar, dan tampil di halaman event pada browser yang dipakai untuk mendaftar.',
      ),
    ).toBeVisible();

    // The same finish page in another browser (a payment app, a mail link, the phone switching
    // browsers): nothing remembered there, and still the way back to the event.
    expect(new URL(page.url()).searchParams.get('return')).toBeNull();
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(page.url());
    await expect(other.getByRole('heading', { name: 'Lunas' })).toBeVisible();
    const backLinks = other.getByRole('link', { name: 'Kembali ke halaman event' });
    await expect(backLinks).toHaveCount(2);
    for (const link of await backLinks.all()) await expect(link).toHaveAttribute('href', eventUrl);
    await expect(other.getByRole('link', { name: 'Kembali ke beranda' })).toHaveCount(0);
    await expect(other.getByText(/kode QR-nya sudah kami kirim ke email pendaftar/)).toBeVisible();
    await elsewhere.close();

    // Paid: the event page now shows the registration's QR code.
    await page.getByRole('link', { name: 'Kembali ke halaman event' }).last().click();
    await expect(page.getByText('Anda sudah terdaftar')).toBeVisible();
    await expectRegistrationQr(page, registrationCode, event?.online ?? false);
  });

  test('a visitor who left the payment finishes it from another device through the mail', async ({
    page,
    request,
    browser,
  }) => {
    const event = (await upcomingEvents(request)).find((e) => e.price_non_member > 0 && isOpen(e));
    expect(event).toBeDefined();
    const eventUrl = `${WEB_URL}/event/${event?.event_slug}`;
    const email = `e2e-tunda-${Date.now()}@contoh.id`;
    await page.goto(eventUrl);
    await registerAsVisitor(page, email, 'Daftar dan lanjut bayar');
    await expect(page).toHaveURL(new RegExp(`^${WEBVIEW_URL}/order\\?order=`));
    const orderCode = new URL(page.url()).searchParams.get('order') ?? '';
    // The visitor closes the payment page; the mailbox already has the way to pay.
    await page.close();
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    expect(mailText(mailsTo(email)[0] ?? '')).toContain(`/order?order=${orderCode}&return=`);

    // Another device, same address: told the bill waits and the link is in the mailbox (mailed
    // again only 2 minutes after the last one).
    const other = await browser.newContext();
    const laptop = await other.newPage();
    await laptop.goto(eventUrl);
    await registerAsVisitor(laptop, email, 'Daftar dan lanjut bayar');
    await expect(
      laptop.getByRole('alert').filter({ hasText: 'menunggu pembayaran' }),
    ).toBeVisible();
    expect(mailsTo(email)).toHaveLength(1);
    const text = mailText(mailsTo(email)[0] ?? '');
    expect(text).toContain('sudah tercatat dan menunggu pembayaran');
    const link = /Lanjutkan pembayaran: (\S+)/.exec(text)?.[1] ?? '';
    expect(link.startsWith(`${WEBVIEW_URL}/order?order=${orderCode}`)).toBe(true);
    await laptop.goto(link);
    await expect(laptop.getByRole('heading', { name: 'Pilih Metode Pembayaran' })).toBeVisible();
    await other.close();
  });

  test('a logged-in member registers with one click', async ({ page, context, request }) => {
    // The seed registers anggota2 everywhere, anggota@sbc.test on every other event only.
    const token = await memberToken(request, 'anggota@sbc.test');
    let slug = '';
    let freeForAll = false;
    for (const e of (await upcomingEvents(request)).filter(
      (x) => x.price_member === 0 && isOpen(x),
    )) {
      const res = await request.post(`${API_URL}/sbc-visitor/v1/event/check_registered_event`, {
        headers: { Authorization: `Bearer ${token}` },
        form: { event_id: e.id },
      });
      if (!(await res.json()).data.registered) {
        slug = e.event_slug;
        freeForAll = e.price_non_member === 0;
        break;
      }
    }
    expect(slug).not.toBe('');
    await context.addCookies([{ name: 'Member-Token', value: token, url: WEB_URL }]);
    await page.goto(`${WEB_URL}/event/${slug}`);
    // anggota@sbc.test's membership is active: the member price, here free (free for everyone: no price kind).
    await expect(
      page.getByText(freeForAll ? 'Biaya untuk Anda: Gratis.' : 'Biaya untuk Anda: Gratis (harga anggota).'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Daftar sebagai Anggota' }).click();
    await expect(page.getByText('Anda sudah terdaftar')).toBeVisible();
    await expect(page.getByTestId('kode-pendaftaran')).toHaveText(/^[A-Z0-9]{8,}$/);
    await expect(page.getByLabel('Nama lengkap')).toHaveCount(0);
  });

  test('a member without a membership is offered none on an event free for everyone', async ({ page, context, request }) => {
    const email = `e2e-gratis-${Date.now()}@contoh.id`;
    const created = await request.post(`${API_URL}/sbc-member-core/v1/auth/register`, {
      data: { first_name: 'Sari', last_name: 'Gratis', email, mobilephone: '081233335555', password: 'RahasiaGratis2026' },
    });
    const token = (await created.json()).data.token as string;
    const free = (await upcomingEvents(request)).find((e) => e.price_member === 0 && e.price_non_member === 0 && isOpen(e));
    const paid = (await upcomingEvents(request)).find((e) => e.price_non_member > 0 && isOpen(e));
    await context.addCookies([{ name: 'Member-Token', value: token, url: WEB_URL }]);
    await page.goto(`${WEB_URL}/event/${free?.event_slug}`);
    await expect(page.getByText('Biaya untuk Anda: Gratis.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aktifkan keanggotaan' })).toHaveCount(0);
    // A paid event still says which price applies and where the member price comes from.
    await page.goto(`${WEB_URL}/event/${paid?.event_slug}`);
    await expect(page.getByText(/Biaya untuk Anda: Rp [\d.]+ \(harga umum\)\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aktifkan keanggotaan' })).toBeVisible();
  });

  test('the calendar file downloads', async ({ page, request }) => {
    const event = (await upcomingEvents(request))[0];
    await page.goto(`${WEB_URL}/event/${event?.event_slug}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Tambah ke kalender' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event?.event_slug}.ics`);
    const stream = await file.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk.toString();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('BEGIN:VEVENT');
  });
});

test.describe('e-certificates', () => {
  test('a certificate opens by its number, shows its status and downloads as PDF', async ({
    page,
    request,
  }) => {
    const token = await memberToken(request, 'anggota@sbc.test');
    const res = await request.get(`${API_URL}/sbc-member-report/v1/certificates`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const cert = (await res.json()).data[0];
    expect(cert?.code).toBeTruthy();

    await page.goto(`${WEB_URL}/ecert/v1`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Nomor sertifikat', { exact: true }).fill(cert.number);
    await page.getByRole('button', { name: 'Lihat sertifikat' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/ecert/v1/${cert.code}`);
    await expect(page.getByRole('heading', { name: cert.holder_name })).toBeVisible();
    await expect(page.getByText(cert.event_title)).toBeVisible();
    await expect(page.getByText('Sah', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const pdfLink = page.getByRole('link', { name: 'Unduh PDF' });
    const pdfUrl = (await pdfLink.getAttribute('href')) ?? '';
    const pdf = await request.get(pdfUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('the email search answers the same message without listing anything', async ({ page }) => {
    await page.goto(`${WEB_URL}/ecert/v1`);
    // Events that have started are offered, the one running today included; later ones are not.
    const eventSelect = page.getByLabel('Event yang diikuti');
    await expect(eventSelect.locator('option', { hasText: 'Pekan Sehat SBC Bandung' })).toHaveCount(
      1,
    );
    await expect(eventSelect.locator('option', { hasText: 'Silaturahmi Nasional' })).toHaveCount(0);
    await page.getByLabel('Email pendaftaran').fill('tidak-ada@contoh.id');
    await page.getByLabel('Event yang diikuti').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Kirim tautan ke email' }).click();
    await expect(
      page.getByText('Jika data cocok, tautan sertifikat sudah kami kirim ke email tersebut'),
    ).toBeVisible();
  });

  test('an unknown certificate code is answered in Indonesian as not on record, with a way to search', async ({ page }) => {
    for (const code of ['unknowncode123456', 'bukan kode!']) {
      const response = await page.goto(`${WEB_URL}/ecert/v1/${encodeURIComponent(code)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sertifikat tidak ditemukan' })).toBeVisible();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await page.getByRole('link', { name: 'Cari sertifikat dengan nomor atau email' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/ecert/v1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cari E-Sertifikat' })).toBeVisible();
  });
});
