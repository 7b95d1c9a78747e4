import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

interface PageBundle {
  name: string;
  jsBytes: number;
  files: { path: string; bytes: number }[];
  budgetKb?: number;
}

/** The bench's own measure (scripts/bench/bundle-size.mjs), read from the public site's build. */
async function measureBundles(): Promise<PageBundle[]> {
  const script = join(
    dirname(fileURLToPath(import.meta.url)),
    '../../scripts/bench/bundle-size.mjs',
  );
  const bench = (await import(pathToFileURL(script).href)) as {
    measureBundles: () => Promise<PageBundle[]>;
  };
  return bench.measureBundles();
}

// A size, not a timing: the built files decide it, so the test suite keeps it as well as `pnpm bench`.
test('a post page loads at most 120 KB of JavaScript (gzip) before it is interactive', async () => {
  const post = (await measureBundles()).find((page) => page.name.startsWith('post'));
  expect(post?.budgetKb).toBe(120);
  const largest = post?.files
    .slice(0, 3)
    .map((f) => `${f.path} ${f.bytes}`)
    .join(', ');
  expect(post?.jsBytes, `largest files: ${largest}`).toBeLessThanOrEqual(120 * 1024);
});
