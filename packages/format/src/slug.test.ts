import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Ibadah & Kesehatan: Puasa Sunah', 'ibadah-kesehatan-puasa-sunah'],
    ['  Jum’at Berkah di Masjid  ', 'jumat-berkah-di-masjid'],
    ["Jum'at `Pagi`", 'jumat-pagi'],
    ['Café Sehat 2026!', 'cafe-sehat-2026'],
    ['Ṣalāt Ḍuḥā', 'salat-duha'],
    ['???', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives the fallback for a title without letters or digits', () => {
    expect(slugify('!!!', { fallback: 'artikel' })).toBe('artikel');
    expect(slugify('Kajian', { fallback: 'artikel' })).toBe('kajian');
  });

  it('turns an ampersand into the word asked for', () => {
    expect(slugify('Ayah & Bunda', { ampersand: 'dan' })).toBe('ayah-dan-bunda');
    expect(slugify('Ayah&Bunda', { ampersand: 'dan' })).toBe('ayah-dan-bunda');
  });

  it('cuts a long title at a word boundary, never inside a word', () => {
    const title = 'Kajian '.repeat(40);
    const slug = slugify(title, { maxLength: 80 });
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^kajian(-kajian)*$/);
    expect(slugify(title)).toHaveLength(195);
  });

  it('keeps a word longer than the limit out rather than cutting it', () => {
    expect(slugify('a'.repeat(90), { maxLength: 80, fallback: 'tanpa-judul' })).toBe('tanpa-judul');
  });
});
