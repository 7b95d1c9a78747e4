import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Storage } from '../../services/storage';

/**
 * Finds apps/api/seed-media/videos (the demo's short videos, made by scripts/demo-videos/make.sh)
 * from the source tree (tests) or the bundle (dist).
 */
function videosFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'seed-media', 'videos');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Folder video demo (seed-media/videos) tidak ditemukan');
}

/** Stores the demo video named after a post and answers the address it plays from. */
export async function storeDemoVideo(storage: Storage, permalink: string): Promise<string> {
  const key = `video/${permalink}.mp4`;
  await storage.put(key, await readFile(join(videosFolder(), `${permalink}.mp4`)), 'video/mp4');
  return storage.url(key);
}
