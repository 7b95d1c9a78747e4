import { describe, expect, it } from 'vitest';
import { env } from '../env';
import { membershipOrderUrl, orderFinishUrl } from './links';

describe('links to the webview order pages', () => {
  it('send the member back to "Pesanan Saya" after buying a membership', () => {
    const url = new URL(membershipOrderUrl());
    expect(`${url.origin}${url.pathname}`).toBe(`${env.WEBVIEW_URL}/order`);
    expect(url.searchParams.get('return')).toBe(`${env.MEMBER_URL}/#pesanan-saya`);
  });

  it('carry the same way back on the finish page of an open order', () => {
    const url = new URL(orderFinishUrl('ord-123/ab'));
    expect(`${url.origin}${url.pathname}`).toBe(`${env.WEBVIEW_URL}/order/finish`);
    expect(url.searchParams.get('order_id')).toBe('ord-123/ab');
    expect(url.searchParams.get('return')).toBe(`${env.MEMBER_URL}/#pesanan-saya`);
  });
});
