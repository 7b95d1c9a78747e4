import { describe, expect, it } from 'vitest';
import { eventPageOf, readOrderReturn, returnTargetOf, type ReturnStorage } from './order-return';

const MEMBER = 'http://localhost:3003';
const WEB = 'http://localhost:3000';
const WEBVIEW = 'http://localhost:3002';
const origins = { memberUrl: MEMBER, webUrl: WEB };

function memoryStorage(): ReturnStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('returnTargetOf', () => {
  it('accepts a page of the member area', () => {
    expect(returnTargetOf(`${MEMBER}/#pesanan-saya`, origins)).toEqual({
      href: `${MEMBER}/#pesanan-saya`,
      label: 'Kembali ke Area Anggota',
    });
  });

  it("accepts the public site's event page, and any other page of it", () => {
    expect(returnTargetOf(`${WEB}/event/kelas-parenting`, origins)).toEqual({
      href: `${WEB}/event/kelas-parenting`,
      label: 'Kembali ke halaman event',
    });
    expect(returnTargetOf(`${WEB}/`, origins)).toEqual({
      href: `${WEB}/`,
      label: 'Kembali ke situs SBC',
    });
  });

  it("accepts this app's own event page, where the app's registration came from", () => {
    expect(returnTargetOf('/mobile/events/kelas-parenting', origins)).toEqual({
      href: '/mobile/events/kelas-parenting',
      label: 'Kembali ke halaman event',
    });
  });

  it.each([
    ['nothing', null],
    ['a foreign host', 'https://evil.example/#pesanan-saya'],
    ['a look-alike host', 'http://localhost:3003.evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a path of this app', '/mobile'],
    ['this app itself', `${WEBVIEW}/mobile`],
    ['a path under an event page', '/mobile/events/kelas-parenting/x'],
    ['a protocol-relative look-alike of the event path', '//mobile/events/x'],
  ])('refuses %s', (_, candidate) => {
    expect(returnTargetOf(candidate, origins)).toBeNull();
  });
});

describe('readOrderReturn', () => {
  it('remembers the way back for the pages after the payment provider', () => {
    const storage = memoryStorage();
    const back = `${WEB}/event/kelas-parenting`;
    const opened = new URL(`${WEBVIEW}/order?order=abc&return=${encodeURIComponent(back)}`);
    expect(readOrderReturn(opened, origins, storage)?.href).toBe(back);
    // The provider sends the browser to /order/finish without the query.
    const finish = new URL(`${WEBVIEW}/order/finish?order_id=abc&transaction_status=settlement`);
    expect(readOrderReturn(finish, origins, storage)).toEqual({
      href: back,
      label: 'Kembali ke halaman event',
    });
  });

  it("leads an order paid from the app's event page back to it after the provider", () => {
    const storage = memoryStorage();
    const opened = new URL(
      `${WEBVIEW}/order?order=abc&return=%2Fmobile%2Fevents%2Fkelas-parenting`,
    );
    expect(readOrderReturn(opened, origins, storage)?.href).toBe('/mobile/events/kelas-parenting');
    const finish = new URL(`${WEBVIEW}/order/finish?order_id=abc`);
    expect(readOrderReturn(finish, origins, storage)?.href).toBe('/mobile/events/kelas-parenting');
  });

  it('has no way back for an order opened by the phone app', () => {
    const storage = memoryStorage();
    expect(
      readOrderReturn(new URL(`${WEBVIEW}/order/finish?order_id=abc`), origins, storage),
    ).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('never stores a foreign return', () => {
    const storage = memoryStorage();
    const url = new URL(`${WEBVIEW}/order?return=${encodeURIComponent('https://evil.example/')}`);
    expect(readOrderReturn(url, origins, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});

describe('eventPageOf', () => {
  it("leads an event order to its event's page on the public site", () => {
    expect(eventPageOf({ kind: 'event', event_permalink: 'kelas-parenting' }, origins)).toEqual({
      href: `${WEB}/event/kelas-parenting`,
      label: 'Kembali ke halaman event',
    });
  });

  it('has none for a membership order, nor for an event order without its permalink', () => {
    expect(eventPageOf({ kind: 'membership', event_permalink: null }, origins)).toBeNull();
    expect(eventPageOf({ kind: 'event', event_permalink: null }, origins)).toBeNull();
  });

  it('keeps a strange permalink inside the event path', () => {
    expect(eventPageOf({ kind: 'event', event_permalink: '../admin?x=1' }, origins)?.href).toBe(
      `${WEB}/event/..%2Fadmin%3Fx%3D1`,
    );
  });
});
