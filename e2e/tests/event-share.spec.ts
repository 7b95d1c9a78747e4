import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const { WEB_URL, ADMIN_URL, API_URL } = E2E_ORIGINS;
const PUBLIC_CLIENT = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

/** A demo event that no other spec shares, so its counts are this spec's alone. */
const SLUG = 'pelatihan-relawan-tanggap-bencana';

/** Waits for the page's report of a visit through a share link (`GET bagikan.json?ref=`). */
const visitReported = (page: Page) =>
  page.waitForResponse(
    (res) => res.request().method() === 'GET' && /\/bagikan\.json[^?]*\?ref=/.test(res.url()),
  );

/** Opens the event page, asks for the share link and answers the panel with the link in it. */
async function openSharePanel(page: Page) {
  await page.goto(`${WEB_URL}/event/${SLUG}`, { waitUntil: 'networkidle' });
  const panel = page.getByRole('region', { name: 'Bagikan event ini' });
  const link = panel.getByLabel('Tautan berbagi Anda');
  // The panel's code loads once the page has settled; until then its button is disabled, and
  // once enabled a single press answers.
  const button = panel.getByRole('button', { name: 'Buat tautan berbagi' });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  return { panel, url };
}

test('a share link tells its sharer and the admin how many people opened it, each counted once', async ({
  page,
  browser,
  request,
}) => {
  // Visitor A (a returning visitor: the fixture's visitor id) makes a link.
  const first = await openSharePanel(page);
  expect(first.url).toMatch(new RegExp(`^${WEB_URL}/event/${SLUG}\\?ref=[a-z0-9]+$`));
  await expect(first.panel.getByText('Belum ada yang membuka tautan Anda.')).toBeVisible();

  // Visitor B, new to the site in another browser, opens it twice: counted once they accept the
  // cookie notice (which gives them a visitor id), and not again on the second visit.
  const otherBrowser = await browser.newContext();
  const b = await otherBrowser.newPage();
  await b.goto(first.url, { waitUntil: 'networkidle' });
  const firstVisit = visitReported(b);
  await b
    .getByRole('region', { name: 'Pemberitahuan cookie' })
    .getByRole('button', { name: 'OK' })
    .click();
  expect((await firstVisit).ok()).toBe(true);
  const secondVisit = visitReported(b);
  await b.goto(first.url);
  expect((await secondVisit).ok()).toBe(true);
  await otherBrowser.close();

  // A opening their own link is not counted either.
  const ownVisit = visitReported(page);
  await page.goto(first.url);
  await ownVisit;

  // A opens the panel again later: the same link, opened by one person.
  const again = await openSharePanel(page);
  expect(again.url).toBe(first.url);
  await expect(again.panel.getByText('Tautan Anda sudah dibuka 1 orang.')).toBeVisible();

  // The admin's event page sums the event's links and the people who opened them.
  const detail = await request.get(`${API_URL}/sbc-visitor/v1/event/detail/${SLUG}`, {
    headers: { Authorization: PUBLIC_CLIENT },
  });
  const { id: eventId, event_title: title } = (
    (await detail.json()) as { data: { id: number; event_title: string } }
  ).data;
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto(`${ADMIN_URL}/admin/login`);
  await adminPage.getByLabel('Email').fill('admin@sbc.test');
  await adminPage.getByLabel('Kata Sandi').fill('AdminDemo#2026');
  await adminPage.getByRole('button', { name: 'Masuk' }).click();
  await expect(adminPage).toHaveURL(`${ADMIN_URL}/admin/`);
  await adminPage.goto(`${ADMIN_URL}/admin/community/events/${eventId}`);
  await expect(adminPage.getByText('Dibagikan: 1 tautan · dibuka 1 orang')).toBeVisible();
  // The events list shows the same totals in the event's row.
  await adminPage.goto(`${ADMIN_URL}/admin/community/events?q=${encodeURIComponent(title)}`);
  const row = adminPage
    .getByRole('row')
    .filter({ has: adminPage.getByRole('link', { name: title }) });
  await expect(row.getByRole('cell').filter({ hasText: '1 tautan' })).toContainText(
    'dibuka 1 orang',
  );
  await admin.close();
});
