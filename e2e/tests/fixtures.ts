import { test as base } from '@playwright/test';
import { E2E_ORIGINS } from './origins';

const PUBLIC_CLIENT = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

/**
 * Tests that are not about the cookie banner start as a returning visitor: a real visitor id from
 * the API in the visitor-id cookie, so the banner does not cover the page.
 */
export const test = base.extend<{ returningVisitor: void }>({
  returningVisitor: [
    async ({ context, request }, use) => {
      const res = await request.get(`${E2E_ORIGINS.API_URL}/sbc-visitor/v1/session/create`, { headers: { Authorization: PUBLIC_CLIENT } });
      const clientId = (await res.json()).data.client_id as string;
      await context.addCookies([{ name: 'visitor-id', value: clientId, url: E2E_ORIGINS.WEB_URL }]);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
