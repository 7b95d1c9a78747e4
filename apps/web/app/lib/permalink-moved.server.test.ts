import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  isNotFoundAnswer,
  loadOrMoved,
  movedUrl,
  permalinkOf,
  type MovedLookup,
} from './permalink-moved.server';

const WEB = 'https://sbc.example';

/** What a loader threw, for the assertions. */
async function thrownBy(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected the loader to throw');
}

/** A lookup that knows some moves, and records what it was asked. */
function lookupOf(moves: Record<string, string>) {
  const asked: string[] = [];
  const lookup: MovedLookup = async (kind, permalink) => {
    asked.push(`${kind}:${permalink}`);
    return moves[`${kind}:${permalink}`] ?? null;
  };
  return { lookup, asked };
}

const notFound = async (): Promise<never> => {
  throw data(null, { status: 404 });
};

describe('movedUrl', () => {
  it.each([
    ['/blog/sarapan-lama', 'sarapan-baru', '/blog/sarapan-baru'],
    ['/blog/motivasi/sarapan-lama', 'sarapan-baru', '/blog/motivasi/sarapan-baru'],
    ['/blog/category/gizi?page=3', 'pangan', '/blog/category/pangan?page=3'],
    ['/tag/camilan/?page=2', 'resep', '/tag/resep/?page=2'],
    [
      '/event/donor-darah?ref=ab12cd&utm_source=wa',
      'donor-darah-1447',
      '/event/donor-darah-1447?ref=ab12cd&utm_source=wa',
    ],
  ])('%s moved to %s -> %s', (path, permalink, expected) => {
    expect(movedUrl(`${WEB}${path}`, permalink)).toBe(expected);
  });
});

describe('permalinkOf', () => {
  it.each([
    ['/tag/zakat', 'zakat'],
    ['/blog/motivasi/sarapan-sehat?page=2', 'sarapan-sehat'],
    ['/event/123', '123'],
  ])('%s names the permalink %s', (path, slug) => {
    expect(permalinkOf(slug, new Request(`${WEB}${path}`))).toBe(slug);
  });

  it.each([
    ['/tag/ZAKAT', 'ZAKAT', '/tag/zakat'],
    ['/tag/Zakat?page=2&utm_source=wa', 'Zakat', '/tag/zakat?page=2&utm_source=wa'],
    ['/blog/category/Kesehatan-Anak', 'Kesehatan-Anak', '/blog/category/kesehatan-anak'],
    ['/blog/Sarapan-Sehat', 'Sarapan-Sehat', '/blog/sarapan-sehat'],
    ['/blog/Motivasi', 'Motivasi', '/blog/motivasi'],
    ['/blog/MOTIVASI/sarapan-sehat', 'sarapan-sehat', '/blog/motivasi/sarapan-sehat'],
    ['/TAG/zakat', 'zakat', '/tag/zakat'],
    ['/event/Donor-Darah?ref=ab12cd', 'Donor-Darah', '/event/donor-darah?ref=ab12cd'],
    ['/pengurus-chapter/Jakarta', 'Jakarta', '/pengurus-chapter/jakarta'],
    ['/galeri-kegiatan/Bakti-Sosial', 'Bakti-Sosial', '/galeri-kegiatan/bakti-sosial'],
    ['/galeri-kegiatan/category/Sosial', 'Sosial', '/galeri-kegiatan/category/sosial'],
    ['/tag/%5Aakat', 'Zakat', '/tag/zakat'],
  ])('%s (slug %s) differs only by case: 301 to %s', async (path, slug, location) => {
    const thrown = await thrownBy((async () => permalinkOf(slug, new Request(`${WEB}${path}`)))());
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(location);
    expect(response.headers.get('Cache-Control')).toMatch(/(^|, )max-age=0, s-maxage=60\b/);
  });

  it.each([
    ['/tag/zakat_infak', 'zakat_infak'],
    ['/tag/ZAKAT--INFAK', 'ZAKAT--INFAK'],
    ['/tag/', undefined],
  ])('%s cannot be a permalink in any case: 404', async (path, slug) => {
    const thrown = await thrownBy((async () => permalinkOf(slug, new Request(`${WEB}${path}`)))());
    expect(isNotFoundAnswer(thrown)).toBe(true);
  });
});

describe('isNotFoundAnswer', () => {
  it.each([
    [data(null, { status: 404 }), true],
    [new Response(null, { status: 404 }), true],
    [data('Layanan tidak dapat dihubungi', { status: 503 }), false],
    [new Response(null, { status: 301, headers: { Location: '/blog/x' } }), false],
    [new Error('boom'), false],
    [null, false],
  ])('%# -> %s', (thrown, expected) => {
    expect(isNotFoundAnswer(thrown)).toBe(expected);
  });
});

describe('loadOrMoved', () => {
  const request = (path: string) => new Request(`${WEB}${path}`);

  it('answers a found page without asking where anything moved', async () => {
    const { lookup, asked } = lookupOf({ 'news:sarapan': 'sarapan-baru' });
    const post = await loadOrMoved(
      { kind: 'news', permalink: 'sarapan', request: request('/blog/sarapan') },
      async () => ({ id: 7 }),
      lookup,
    );
    expect(post).toEqual({ id: 7 });
    expect(asked).toEqual([]);
  });

  it('sends a moved permalink on with a 301, query string kept', async () => {
    const { lookup, asked } = lookupOf({ 'tag:camilan-anak': 'resep-keluarga' });
    const thrown = await thrownBy(
      loadOrMoved(
        { kind: 'tag', permalink: 'camilan-anak', request: request('/tag/camilan-anak?page=2') },
        notFound,
        lookup,
      ),
    );
    expect(asked).toEqual(['tag:camilan-anak']);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/tag/resep-keluarga?page=2');
    expect(response.headers.get('Cache-Control')).toMatch(/(^|, )max-age=0, s-maxage=60\b/);
  });

  it('sends a moved post asked for under a section straight to its one address', async () => {
    const { lookup } = lookupOf({ 'news:sarapan': 'sarapan-bergizi' });
    const thrown = await thrownBy(
      loadOrMoved(
        {
          kind: 'news',
          permalink: 'sarapan',
          request: request('/blog/motivasi/sarapan?utm_source=wa'),
          canonicalPath: (p) => `/blog/${p}`,
        },
        notFound,
        lookup,
      ),
    );
    expect((thrown as Response).headers.get('Location')).toBe(
      '/blog/sarapan-bergizi?utm_source=wa',
    );
  });

  it('keeps the 404 when nothing moved, when the lookup fails, or when the address cannot be a permalink', async () => {
    const none = lookupOf({});
    const kept = await thrownBy(
      loadOrMoved(
        { kind: 'event', permalink: 'tidak-ada', request: request('/event/tidak-ada') },
        notFound,
        none.lookup,
      ),
    );
    expect(isNotFoundAnswer(kept)).toBe(true);
    expect(none.asked).toEqual(['event:tidak-ada']);

    const failing: MovedLookup = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:4000');
    };
    const down = await thrownBy(
      loadOrMoved(
        { kind: 'news', permalink: 'sarapan', request: request('/blog/sarapan') },
        notFound,
        failing,
      ),
    );
    expect(isNotFoundAnswer(down)).toBe(true);

    const odd = lookupOf({ 'event:Donor-Darah': 'donor-darah' });
    const refused = await thrownBy(
      loadOrMoved(
        { kind: 'event', permalink: 'Donor-Darah', request: request('/event/Donor-Darah') },
        notFound,
        odd.lookup,
      ),
    );
    expect(isNotFoundAnswer(refused)).toBe(true);
    expect(odd.asked).toEqual([]);
  });

  it('leaves other failures alone: an unreachable API stays a 503, never a redirect', async () => {
    const { lookup, asked } = lookupOf({ 'news:sarapan': 'sarapan-baru' });
    const unavailable = data('Layanan tidak dapat dihubungi', { status: 503 });
    const thrown = await thrownBy(
      loadOrMoved(
        { kind: 'news', permalink: 'sarapan', request: request('/blog/sarapan') },
        async () => {
          throw unavailable;
        },
        lookup,
      ),
    );
    expect(thrown).toBe(unavailable);
    expect(asked).toEqual([]);
  });
});
