import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_ORIGINS } from './origins';

// Helpers of the public site's browser tests.

const { WEB_URL, API_URL } = E2E_ORIGINS;

/** The public site's API client, as the web server sends it. */
export const PUBLIC_CLIENT = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

/**
 * Gives the browser a real visitor id, as the cookie banner's OK does, so the banner stays away
 * from tests that are not about it (it covers the bottom of the page).
 */
export async function acceptCookies(
  browser: Page | BrowserContext,
  request: APIRequestContext,
): Promise<void> {
  const session = await request.get(`${API_URL}/sbc-visitor/v1/session/create`, {
    headers: { Authorization: PUBLIC_CLIENT },
  });
  const clientId = (await session.json()).data.client_id as string;
  const context = 'context' in browser ? browser.context() : browser;
  await context.addCookies([{ name: 'visitor-id', value: clientId, url: WEB_URL }]);
}

/** Opens a page and waits until its scripts have loaded, so clicks reach hydrated React. */
export function openPage(page: Page, path: string) {
  return page.goto(`${WEB_URL}${path}`, { waitUntil: 'networkidle' });
}

/** The problem reports whose text holds `q`, as the admin inbox lists them (read as the super admin). */
export async function problemReportsAbout(
  request: APIRequestContext,
  q: string,
): Promise<{ page: string; user_agent: string | null }[]> {
  const login = await request.post(`${API_URL}/sbc-admin/v1/login/stored`, {
    form: { email: 'admin@sbc.test', password: 'AdminDemo#2026' },
  });
  const token = (await login.json()).data.token as string;
  const list = await request.post(`${API_URL}/sbc-admin/v1/problem-report/list`, {
    headers: { Authorization: `Bearer ${token}` },
    form: { q, page: '1', perPage: '5' },
  });
  expect(list.ok()).toBe(true);
  return (await list.json()).data.data;
}
