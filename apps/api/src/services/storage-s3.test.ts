import { existsSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../db/schema';
import { loadEnv, storageDir } from '../env';
import { call } from '../test/client';
import { createTestApp, databases, type TestApp } from '../test/harness';
import { startTestS3, type TestS3 } from '../test/s3';
import { createMediaStorage } from './media-storage';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 storage', () => {
  const storageOf = (publicBaseUrl?: string) => s3.storage(publicBaseUrl);

  it('stores, reads, streams and deletes an object in the bucket', async () => {
    const storage = storageOf();
    await storage.put('galeri/2026/foto-1.webp', Buffer.from('isi foto'), 'image/webp');
    expect((await s3.read('galeri/2026/foto-1.webp'))?.toString()).toBe('isi foto');
    expect((await storage.get('galeri/2026/foto-1.webp'))?.toString()).toBe('isi foto');
    const streamed = await storage.stream('galeri/2026/foto-1.webp');
    expect(streamed?.size).toBe(8);
    expect(streamed && (await text(streamed.body))).toBe('isi foto');
    await storage.delete('galeri/2026/foto-1.webp');
    expect(await s3.read('galeri/2026/foto-1.webp')).toBeNull();
    expect(await storage.get('galeri/2026/foto-1.webp')).toBeNull();
    expect(await storage.stream('galeri/2026/foto-1.webp')).toBeNull();
  });

  it('answers the API media route, or the public address when one is configured', () => {
    expect(storageOf().url('anggota/7-abc.webp')).toBe('http://api.test/media/anggota/7-abc.webp');
    expect(storageOf('https://cdn.sbc.test/media').url('anggota/7-abc.webp')).toBe(
      'https://cdn.sbc.test/media/anggota/7-abc.webp',
    );
  });

  it.each(['../etc/passwd', '/etc/passwd', 'a//b', '.hidden'])(
    'refuses the unsafe key %s',
    async (key) => {
      const storage = storageOf();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    },
  );

  it('is chosen by the S3 settings, which need both keys or neither', async () => {
    const env = loadEnv({ ...s3.env, DATA_DIR: '/nonexistent' });
    const storage = createMediaStorage(env);
    await storage.put('uji/pilihan.txt', Buffer.from('ember'), 'text/plain');
    expect((await s3.read('uji/pilihan.txt'))?.toString()).toBe('ember');
    expect(() => loadEnv({ S3_BUCKET: 'sbc-media', S3_ACCESS_KEY_ID: 'kunci' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: isi keduanya',
    );
  });
});

describe.each(databases)('media of the API in an S3 bucket (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, s3.env);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps an uploaded member photo in the bucket and serves it through /media/', async () => {
    const login = await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', {
      ip: `10.40.${kind === 'pglite' ? 1 : 2}.1`,
      body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
    });
    expect(login.status).toBe(200);
    const png = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#081e94' },
    })
      .png()
      .toBuffer();
    const updated = await call(t.app, 'POST', '/sbc-member-core/v1/profile/update', {
      token: login.body.data.token,
      body: {
        first_name: 'Anggota',
        mobilephone: '081234567890',
        member_image: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(updated.status).toBe(200);
    const url = new URL(updated.body.data.member_image as string);
    expect(url.origin).toBe(t.ctx.env.API_URL);
    const key = url.pathname.replace(/^\/media\//, '');
    expect(await s3.keys()).toContain(key);

    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await s3.read(key)).toEqual(served.rawPayload);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);

    const missing = await t.app.inject({ method: 'GET', url: '/media/anggota/tidak-ada.webp' });
    expect(missing.statusCode).toBe(404);
    // Nothing went to the local media folder.
    expect(existsSync(storageDir(t.ctx.env))).toBe(false);
  });

  it('makes a certificate PDF once, keeps it in the bucket and serves the same file again', async () => {
    const [cert] = await t.ctx.database.db
      .select()
      .from(certificates)
      .where(isNull(certificates.revokedAt))
      .limit(1);
    expect(cert).toBeDefined();
    const before = (await s3.keys()).filter((k) => k.startsWith('sertifikat/'));
    const first = await t.app.inject({
      method: 'GET',
      url: `/sbc-visitor/v1/certificate/v1/pdf?code=${cert?.code}`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const added = (await s3.keys()).filter(
      (k) => k.startsWith('sertifikat/') && !before.includes(k),
    );
    expect(added).toHaveLength(1);
    const [key = ''] = added;
    expect(key).not.toContain(cert?.code);
    expect(await s3.read(key)).toEqual(first.rawPayload);

    const again = await t.app.inject({
      method: 'GET',
      url: `/sbc-visitor/v1/certificate/v1/pdf?code=${cert?.code}`,
    });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
