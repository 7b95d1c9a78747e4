// @vitest-environment happy-dom
import { join } from 'node:path';
import { compareRouteTable } from '@sbc/static-server/routes';
import { expect, it } from 'vitest';
import { createAppRouter } from './router';

/**
 * The app's server answers a path none of the shipped patterns has with 404 (SPEC section 8), so
 * the table must be the router's own. After adding a page, from the app's folder:
 * `UPDATE_ROUTE_TABLE=1 pnpm exec vitest run src/app/route-table.test.ts`.
 */
it('public/routes.json lists exactly the pages of the router', () => {
  const { shipped, patterns } = compareRouteTable(
    createAppRouter().routes,
    join(process.cwd(), 'public/routes.json'),
  );
  expect(shipped).toEqual(patterns);
  expect(patterns.length).toBeGreaterThan(1);
});
