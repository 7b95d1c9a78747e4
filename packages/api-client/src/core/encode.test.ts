import { describe, expect, it } from 'vitest';
import { encodeBody, encodeFields } from './encode';

describe('encodeFields', () => {
  it.each([
    [
      'nested object in brackets',
      { columnFilters: { category_permalink: 'alert' } },
      'columnFilters[category_permalink]=alert',
    ],
    ['arrays as repeated keys', { exclude_news_id: [3, 9] }, 'exclude_news_id=3&exclude_news_id=9'],
    ['undefined skipped', { page: 1, q: undefined }, 'page=1'],
    ['values percent-encoded', { q: 'a b&c' }, 'q=a b&c'],
    ['empty object', {}, ''],
  ])('%s', (_, fields, decoded) => {
    expect(decodeURIComponent(encodeFields(fields))).toBe(decoded);
  });

  it('percent-encodes brackets and reserved characters', () => {
    expect(encodeFields({ a: { b: 'x y&z' } })).toBe('a%5Bb%5D=x%20y%26z');
  });
});

describe('encodeBody', () => {
  it.each([
    ['form', 'application/x-www-form-urlencoded', 'a%5Bb%5D=1&c=2&c=3'],
    ['json', 'application/json', '{"a":{"b":1},"c":[2,3]}'],
  ] as const)('%s', (encoding, contentType, data) => {
    expect(encodeBody({ a: { b: 1 }, c: [2, 3] }, encoding)).toEqual({ data, contentType });
  });
});
