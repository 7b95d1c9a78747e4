import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appFolderWith } from '../../app-files';
import { type Storage } from '../../services/storage';

const VIDEOS = join('seed-media', 'videos');

/** apps/api/seed-media/videos: the demo's short videos, made by scripts/demo-videos/make.sh. */
function videosFolder(): string {
  const app = appFolderWith(VIDEOS);
  if (!app) throw new Error('Folder video demo (seed-media/videos) tidak ditemukan');
  return join(app, VIDEOS);
}

/** Stores the demo video named after a post and answers the address it plays from. */
export async function storeDemoVideo(storage: Storage, permalink: string): Promise<string> {
  const key = `video/${permalink}.mp4`;
  await storage.put(key, await readFile(join(videosFolder(), `${permalink}.mp4`)), 'video/mp4');
  return storage.url(key);
}
