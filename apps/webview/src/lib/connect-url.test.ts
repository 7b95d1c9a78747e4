import { describe, expect, it } from 'vitest';
import { readConnectCode } from './connect-url';

describe('readConnectCode', () => {
  it.each([
    ['http://w.test/order?code=abc123', { code: 'abc123', cleanUrl: '/order' }],
    [
      'http://w.test/order?order=ORD-1&code=abc123#top',
      { code: 'abc123', cleanUrl: '/order?order=ORD-1#top' },
    ],
    ['http://w.test/mobile?code=+x+', { code: 'x', cleanUrl: '/mobile' }],
    ['http://w.test/mobile?code=', { code: '', cleanUrl: '/mobile' }],
  ])('%s', (href, expected) => {
    expect(readConnectCode(href)).toEqual(expected);
  });

  it('answers null without a code and keeps other parameters alone', () => {
    expect(readConnectCode('http://w.test/order?order=ORD-1')).toBeNull();
    expect(readConnectCode('http://w.test/mobile?kode=1')).toBeNull();
  });
});
