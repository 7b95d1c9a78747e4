import { describe, expect, it } from 'vitest';
import { memberReturnOf, readMemberReturn, type ReturnStorage } from './member-return';

const MEMBER = 'http://localhost:3003';
const WEBVIEW = 'http://localhost:3002';

function memoryStorage(): ReturnStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('memberReturnOf', () => {
  it('accepts a page of the member area', () => {
    expect(memberReturnOf(`${MEMBER}/#pesanan-saya`, MEMBER)).toBe(`${MEMBER}/#pesanan-saya`);
  });

  it.each([
    ['nothing', null],
    ['a foreign host', 'https://evil.example/#pesanan-saya'],
    ['a look-alike host', 'http://localhost:3003.evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a path of this app', '/mobile'],
    ['another of our hosts', `${WEBVIEW}/mobile`],
  ])('refuses %s', (_, candidate) => {
    expect(memberReturnOf(candidate, MEMBER)).toBeNull();
  });
});

describe('readMemberReturn', () => {
  it('remembers the way back for the pages after the payment provider', () => {
    const storage = memoryStorage();
    const opened = new URL(
      `${WEBVIEW}/order?return=${encodeURIComponent(`${MEMBER}/#pesanan-saya`)}`,
    );
    expect(readMemberReturn(opened, MEMBER, storage)).toBe(`${MEMBER}/#pesanan-saya`);
    // The provider sends the browser to /order/finish without the query.
    const finish = new URL(`${WEBVIEW}/order/finish?order_id=abc&transaction_status=settlement`);
    expect(readMemberReturn(finish, MEMBER, storage)).toBe(`${MEMBER}/#pesanan-saya`);
  });

  it('has no way back for an order opened by the phone app', () => {
    const storage = memoryStorage();
    expect(
      readMemberReturn(new URL(`${WEBVIEW}/order/finish?order_id=abc`), MEMBER, storage),
    ).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('never stores a foreign return', () => {
    const storage = memoryStorage();
    const url = new URL(`${WEBVIEW}/order?return=${encodeURIComponent('https://evil.example/')}`);
    expect(readMemberReturn(url, MEMBER, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
