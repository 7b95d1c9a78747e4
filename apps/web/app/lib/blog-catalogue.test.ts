import { describe, expect, it } from 'vitest';
import { CATALOGUE_LETTERS, readCatalogueLetter } from './blog-catalogue';

describe('readCatalogueLetter', () => {
  it.each([
    ['', 'A'],
    ['?huruf=D', 'D'],
    ['?huruf=d', 'D'],
    ['?huruf=%20k%20', 'K'],
    ['?huruf=AB', 'A'],
    ['?huruf=1', 'A'],
    ['?huruf=%C3%89', 'A'],
  ])('%s gives %s', (query, letter) => {
    expect(readCatalogueLetter(new URLSearchParams(query))).toBe(letter);
  });

  it('offers the 26 letters in order', () => {
    expect(CATALOGUE_LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});
