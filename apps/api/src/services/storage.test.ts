import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';

describe('local storage', () => {
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'sbc-storage-')), 'http://api.test');

  it('stores, reads, serves a URL for, and deletes an object', async () => {
    await storage.put('galeri/2026/foto-1.webp', Buffer.from('isi'), 'image/webp');
    expect((await storage.get('galeri/2026/foto-1.webp'))?.toString()).toBe('isi');
    expect(storage.url('galeri/2026/foto-1.webp')).toBe('http://api.test/media/galeri/2026/foto-1.webp');
    await storage.delete('galeri/2026/foto-1.webp');
    expect(await storage.get('galeri/2026/foto-1.webp')).toBeNull();
  });

  it.each(['../etc/passwd', '/etc/passwd', 'a/../../b', 'a//b', '.hidden', 'a\\b'])(
    'refuses the unsafe key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
      expect(await storage.get(key)).toBeNull();
    },
  );
});
