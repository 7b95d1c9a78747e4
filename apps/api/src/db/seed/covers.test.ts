import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverSrcset } from '../../services/cover-sizes';
import { createLocalStorage, type Storage } from '../../services/storage';
import { openDatabase, type Database } from '../client';
import { events, news } from '../schema';
import { seedDemo } from './index';

describe('demo seed with media', () => {
  let database: Database;
  let storage: Storage;
  const mediaDir = mkdtempSync(join(tmpdir(), 'sbc-seed-covers-'));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    storage = createLocalStorage(mediaDir, 'http://api.sbc.test');
    await seedDemo(database.db, { storage });
  }, 240_000);
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('gives every demo cover its 320, 640 and 960 px WebP sizes for a srcset', async () => {
    const rows = await database.db
      .select({ permalink: news.permalink, coverImage: news.coverImage, coverWidths: news.coverWidths })
      .from(news)
      .where(isNotNull(news.coverImage));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.coverWidths, row.permalink).toEqual([320, 640, 960]);

    const [first] = rows;
    const srcset = coverSrcset(storage, first?.coverImage ?? null, first?.coverWidths ?? null);
    expect(srcset).toBe(
      [320, 640, 960].map((w) => `http://api.sbc.test/media/berita/${first?.permalink}-${w}.webp ${w}w`).join(', '),
    );
    for (const w of [320, 640, 960]) {
      const bytes = await storage.get(`berita/${first?.permalink}-${w}.webp`);
      const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: w });
    }
  });

  it("records every demo cover's size (posts and events), for link previews", async () => {
    const posts = await database.db
      .select({ width: news.coverWidth, height: news.coverHeight })
      .from(news)
      .where(isNotNull(news.coverImage));
    const covered = await database.db
      .select({ width: events.coverWidth, height: events.coverHeight })
      .from(events)
      .where(isNotNull(events.coverImage));
    expect(covered.length).toBeGreaterThan(0);
    for (const size of [...posts, ...covered]) expect(size).toEqual({ width: 960, height: 540 });
  });

  it('gives every demo video post its own video file among the media, an MP4 that starts with its index', async () => {
    const videos = await database.db
      .select({ permalink: news.permalink, videoUrl: news.videoUrl })
      .from(news)
      .where(eq(news.contentType, 'video'));
    expect(videos.length).toBe(4);
    for (const { permalink, videoUrl } of videos) {
      expect(videoUrl).toBe(`http://api.sbc.test/media/video/${permalink}.mp4`);
      const bytes = (await storage.get(`video/${permalink}.mp4`)) ?? Buffer.alloc(0);
      expect(bytes.length, permalink).toBeGreaterThan(50_000);
      // An MP4 made for the web: `ftyp`, then the index (`moov`) before the pictures (`mdat`).
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.indexOf('moov'), permalink).toBeLessThan(bytes.indexOf('mdat'));
    }
  });
});
