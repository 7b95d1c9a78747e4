import { describe, expect, it } from 'vitest';
import { CATALOGUE_LETTERS, lettersWithEntries, readCatalogueLetter } from './blog-catalogue';

describe('readCatalogueLetter', () => {
  it.each([
    ['', 'A'],
    ['?huruf=D', 'D'],
    ['?huruf=d', 'D'],
    ['?huruf=%20k%20', 'K'],
    ['?huruf=', 'A'],
    ['?huruf=AB', null],
    ['?huruf=1', null],
    ['?huruf=%C3%89', null],
  ])('%s gives %s', (query, letter) => {
    expect(readCatalogueLetter(new URLSearchParams(query))).toBe(letter);
  });

  it('offers the 26 letters in order', () => {
    expect(CATALOGUE_LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});

describe('lettersWithEntries', () => {
  it('marks the first letters of the titles, in order, once', () => {
    expect(lettersWithEntries(['Diabetes', 'asma', ' Campak', 'Demam Berdarah', '1 Penyakit'])).toEqual(['A', 'C', 'D']);
  });
});
