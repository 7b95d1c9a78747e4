import { describe, expect, it } from 'vitest';
import { pageHref, readPage } from './blog-paging';

describe('readPage', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=abc', 1],
    ['?page=2.5', 1],
    ['?page=9999999', 1],
  ])('%s gives page %i', (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });
});

describe('pageHref', () => {
  it('drops the parameter for page 1 and keeps the others', () => {
    const params = new URLSearchParams('s=baca&page=3');
    expect(pageHref('/blog', params, 1)).toBe('/blog?s=baca');
    expect(pageHref('/blog', params, 4)).toBe('/blog?s=baca&page=4');
    expect(pageHref('/tag/doa', new URLSearchParams(), 1)).toBe('/tag/doa');
  });
});
