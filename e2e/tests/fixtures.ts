import { test as base } from '@playwright/test';
import { acceptCookies } from './visitor-helpers';

/**
 * Tests that are not about the cookie banner start as a returning visitor: a real visitor id from
 * the API in the visitor-id cookie, so the banner does not cover the page.
 */
export const test = base.extend<{ returningVisitor: void }>({
  returningVisitor: [
    async ({ context, request }, use) => {
      await acceptCookies(context, request);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
