import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { freeSlug } from './slugs';

const takenOf = (...slugs: string[]) => {
  const taken = new Set(slugs);
  return async (slug: string) => taken.has(slug);
};

describe('freeSlug', () => {
  it.each([
    ['a free base stays as it is', 'kajian-subuh', [], 'kajian-subuh'],
    ['a taken base gets -2', 'kajian-subuh', ['kajian-subuh'], 'kajian-subuh-2'],
    ['then -3', 'kajian-subuh', ['kajian-subuh', 'kajian-subuh-2'], 'kajian-subuh-3'],
  ])('%s', async (_, base, taken, expected) => {
    expect(await freeSlug(base, takenOf(...taken))).toBe(expected);
  });

  it('skips reserved slugs', async () => {
    expect(await freeSlug('category', takenOf(), { reserved: ['category'] })).toBe('category-2');
  });

  it('cuts a long base so the suffix stays within 200 characters', async () => {
    const base = `${'a'.repeat(197)}-bc`;
    const slug = await freeSlug(base, takenOf(base));
    expect(slug).toBe(`${'a'.repeat(197)}-2`);
    expect(slug.length).toBeLessThanOrEqual(200);
  });

  it('refuses, or adds a random suffix, when every attempt is taken', async () => {
    const taken = takenOf('rapat', 'rapat-2', 'rapat-3');
    const refuse = () => new AppError('CONFLICT', 'Permalink sudah dipakai');
    await expect(freeSlug('rapat', taken, { attempts: 3, refuse })).rejects.toThrow(
      'Permalink sudah dipakai',
    );
    expect(await freeSlug('rapat', taken, { attempts: 3 })).toMatch(/^rapat-[0-9a-f]{6}$/);
  });
});
