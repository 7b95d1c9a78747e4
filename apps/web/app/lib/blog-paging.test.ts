import { describe, expect, it } from 'vitest';
import { pageCount, pageHref, pageWindow, readPage } from './blog-paging';

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

describe('pageCount', () => {
  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [36, 3],
  ])('%i posts fill %i pages of 12', (total, pages) => {
    expect(pageCount(total, 12)).toBe(pages);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [8, 10, [1, 'gap', 7, 8, 9, 10]],
    [42, 5, [1, 'gap', 4, 5]],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
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
