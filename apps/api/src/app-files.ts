import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding `relative` (a path under apps/api, such as `drizzle/meta/_journal.json`), found
 * by walking up from this module: from the source tree in tests, from `dist` in the bundle (and
 * `/app` in the API image, which copies those folders beside `dist`). Null when it is nowhere.
 */
export function appFolderWith(relative: string): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, relative))) return dir;
    dir = dirname(dir);
  }
  return null;
}
