import { describe, expect, it } from 'vitest';
import { createContentChanges } from './content-changes';
import { createReadCache, readKey, sharedAnswerJson } from './read-cache';

/** A load that counts its calls and answers the current value of `source`. */
function counter(source: { value: string }) {
  let calls = 0;
  return {
    load: async () => {
      calls++;
      return source.value;
    },
    get calls() {
      return calls;
    },
  };
}

describe('read cache', () => {
  it('answers from memory until its lifetime ends, then once more while one reload runs', async () => {
    let now = 0;
    const source = { value: 'lama' };
    const c = counter(source);
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    expect(await cache.get('k', ['news'], c.load)).toBe('lama');
    source.value = 'baru';
    now = 999;
    expect(await cache.get('k', ['news'], c.load)).toBe('lama');
    now = 1000;
    expect(await cache.get('k', ['news'], c.load)).toBe('lama');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', ['news'], c.load)).toBe('baru');
    expect(c.calls).toBe(2);
  });

  it('does not answer an entry older than twice its lifetime', async () => {
    let now = 0;
    const source = { value: 'lama' };
    const c = counter(source);
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    await cache.get('k', ['news'], c.load);
    source.value = 'baru';
    now = 2000;
    expect(await cache.get('k', ['news'], c.load)).toBe('baru');
  });

  it('keeps an entry given its own lifetime for that lifetime, and drops it on a change all the same', async () => {
    let now = 0;
    const source = { value: 'lama' };
    const long = counter(source);
    const short = counter(source);
    const changes = createContentChanges();
    const cache = createReadCache({ ttlMs: 1000, now: () => now, changes });
    await cache.get('panjang', ['news'], long.load, 60_000);
    await cache.get('pendek', ['news'], short.load);
    source.value = 'baru';
    // Past twice the cache's lifetime: the ordinary entry is loaded again, the long one is not.
    now = 2500;
    expect(await cache.get('pendek', ['news'], short.load)).toBe('baru');
    expect(await cache.get('panjang', ['news'], long.load, 60_000)).toBe('lama');
    expect(long.calls).toBe(1);
    changes.notify('news');
    expect(await cache.get('panjang', ['news'], long.load, 60_000)).toBe('baru');
    expect(long.calls).toBe(2);
  });

  it('shares one load among concurrent misses of a key', async () => {
    let calls = 0;
    let release: (v: string) => void = () => {};
    const cache = createReadCache();
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([
      cache.get('k', ['news'], load),
      cache.get('k', ['news'], load),
      cache.get('k', ['news'], load),
    ]);
    release('satu');
    expect(await answers).toEqual(['satu', 'satu', 'satu']);
    expect(calls).toBe(1);
  });

  it('drops what depends on an announced change at once, and keeps the rest', async () => {
    const changes = createContentChanges();
    const source = { value: 'lama' };
    const news = counter(source);
    const events = counter(source);
    const cache = createReadCache({ changes });
    await cache.get('berita', ['news', 'taxonomy'], news.load);
    await cache.get('acara', ['events'], events.load);
    source.value = 'baru';
    changes.notify('taxonomy');
    expect(await cache.get('berita', ['news', 'taxonomy'], news.load)).toBe('baru');
    expect(await cache.get('acara', ['events'], events.load)).toBe('lama');
    cache.close();
    changes.notify('events');
    expect(await cache.get('acara', ['events'], events.load)).toBe('lama');
  });

  it('does not keep an answer loaded while a change was announced', async () => {
    const changes = createContentChanges();
    const cache = createReadCache({ changes });
    let release: (v: string) => void = () => {};
    const first = cache.get(
      'k',
      ['news'],
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    changes.notify('news');
    release('dibaca sebelum perubahan');
    expect(await first).toBe('dibaca sebelum perubahan');
    expect(await cache.get('k', ['news'], async () => 'sesudah perubahan')).toBe(
      'sesudah perubahan',
    );
  });

  it('keeps no failed load', async () => {
    const cache = createReadCache();
    await expect(
      cache.get('k', ['news'], async () => Promise.reject(new Error('gagal'))),
    ).rejects.toThrow('gagal');
    expect(await cache.get('k', ['news'], async () => 'pulih')).toBe('pulih');
  });

  it('holds at most maxEntries, forgetting the least recently used', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    await cache.get('a', ['news'], async () => 'a');
    await cache.get('b', ['news'], async () => 'b');
    await cache.get('a', ['news'], async () => 'a lagi');
    await cache.get('c', ['news'], async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', ['news'], async () => 'a baru')).toBe('a');
    expect(await cache.get('b', ['news'], async () => 'b baru')).toBe('b baru');
  });

  it('empties itself when the shared content version grows, asking at most once per interval', async () => {
    let now = 0;
    let version = 5;
    let asked = 0;
    const source = { value: 'lama' };
    const c = counter(source);
    const cache = createReadCache({
      now: () => now,
      versionCheckMs: 1000,
      version: async () => {
        asked++;
        return version;
      },
    });
    await cache.get('k', ['news'], c.load);
    source.value = 'baru';
    version = 6;
    now = 500;
    expect(await cache.get('k', ['news'], c.load)).toBe('lama');
    expect(asked).toBe(1);
    now = 1000;
    expect(await cache.get('k', ['news'], c.load)).toBe('baru');
    expect(asked).toBe(2);
  });

  it('writes the JSON of a cached answer once, and of nothing else', async () => {
    const cache = createReadCache();
    const answer = await cache.get('k', ['news'], async () => ({ judul: 'Gizi seimbang', id: 7 }));
    expect(sharedAnswerJson(answer)).toBe('{"judul":"Gizi seimbang","id":7}');
    expect(sharedAnswerJson(await cache.get('k', ['news'], async () => ({ judul: 'lain', id: 8 })))).toBe(
      '{"judul":"Gizi seimbang","id":7}',
    );
    expect(sharedAnswerJson({ judul: 'Gizi seimbang', id: 7 })).toBeUndefined();
    expect(sharedAnswerJson('teks')).toBeUndefined();
  });

  it('keys by endpoint and input in a stable order, without the personal user_id', () => {
    expect(readKey('article/list', { page: 1, perPage: 10, user_id: 'v1' })).toBe(
      readKey('article/list', { perPage: 10, page: 1, user_id: 'v2' }),
    );
    expect(readKey('article/list', { page: 1 })).not.toBe(readKey('article/list', { page: 2 }));
    expect(readKey('article/list', { page: 1 })).not.toBe(readKey('news/new_content', { page: 1 }));
    expect(readKey('x', { a: { z: 1, y: [2, { d: 1, c: 2 }] } })).toBe(
      readKey('x', { a: { y: [2, { c: 2, d: 1 }], z: 1 } }),
    );
  });
});
