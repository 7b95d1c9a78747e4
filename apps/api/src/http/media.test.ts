import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../services/storage';
import { startTestS3, type TestS3 } from '../test/s3';
import { registerMedia, requestedRange } from './media';

describe('the byte range a Range header asks for', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of 1 000 bytes', (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0'])('%s of 1 000 bytes is none of them', (header) => {
    expect(requestedRange(header, 1000)).toBeNull();
  });

  it.each([undefined, 'bytes=0-9,20-29', 'items=0-9', 'bytes=-', 'bytes=50-10', 'bytes=abc'])(
    '%s asks for the whole object',
    (header) => {
      expect(requestedRange(header, 1000)).toBeUndefined();
    },
  );
});

// 300 distinct bytes, so a wrong offset shows in the content.
const VIDEO = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7) % 256));

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe.each([
  ['a local folder', () => createLocalStorage(mkdtempSync(join(tmpdir(), 'sbc-media-')), 'http://api.test')],
  ['an S3 bucket', () => s3.storage()],
])('/media/ from %s', (_where, makeStorage: () => Storage) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const storage = makeStorage();
    await storage.put('video/senam.mp4', VIDEO, 'video/mp4');
    app = Fastify();
    registerMedia(app, storage);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (range?: string) =>
    app.inject({ method: 'GET', url: '/media/video/senam.mp4', headers: range ? { range } : {} });

  it('sends the whole video with its type, saying it can send parts', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('300');
    expect(whole.rawPayload).toEqual(VIDEO);
  });

  it('sends the part a player asks for when it seeks', async () => {
    const part = await get('bytes=100-149');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-149/300');
    expect(part.headers['content-length']).toBe('50');
    expect(part.rawPayload).toEqual(VIDEO.subarray(100, 150));

    const tail = await get('bytes=-20');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 280-299/300');
    expect(tail.rawPayload).toEqual(VIDEO.subarray(280));

    const open = await get('bytes=250-');
    expect(open.headers['content-range']).toBe('bytes 250-299/300');
    expect(open.rawPayload).toEqual(VIDEO.subarray(250));
  });

  it('answers 416 with the size for a part beyond the end, and 404 for a missing file', async () => {
    const beyond = await get('bytes=300-400');
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */300');
    expect(beyond.json()).toMatchObject({ status: 416, msg: 'Rentang berkas di luar ukuran berkas' });

    const missing = await app.inject({ method: 'GET', url: '/media/video/tidak-ada.mp4', headers: { range: 'bytes=0-9' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, msg: 'Berkas tidak ditemukan' });
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
