import { SUBSCRIBE_POPUP_END_DEFAULT } from '@sbc/format/constants';
import { describe, expect, it } from 'vitest';
import {
  isPopupOpenAt,
  mapsHref,
  parsePopupEnd,
  safeHttpUrl,
  whatsappDisplay,
  whatsappHref,
  whatsappNumber,
} from './engagement-links';

describe('whatsapp links', () => {
  it.each([
    ['6281190044550', '6281190044550'],
    ['+62 811-9004-4550', '6281190044550'],
    ['0811 9004 4550', '6281190044550'],
    ['', ''],
    [null, ''],
  ])('number of %j is %j', (input, expected) => {
    expect(whatsappNumber(input)).toBe(expected);
  });

  it.each([
    ['6281190044550', '+62 811 9004 4550'],
    ['0812 3456 789', '+62 812 3456 789'],
    ['+65 6123 4567', '+6561234567'],
    [null, ''],
  ])('shows %j as %j', (input, expected) => {
    expect(whatsappDisplay(input)).toBe(expected);
  });

  it('opens a chat with the encoded Indonesian question, or nothing without a number', () => {
    const href = whatsappHref('6281190044550');
    expect(href).toBe(
      'https://wa.me/6281190044550?text=Halo%20Admin%20SBC%2C%20saya%20ingin%20bertanya%20tentang%20',
    );
    expect(whatsappHref(null)).toBeNull();
  });
});

describe('mapsHref', () => {
  it('searches Google Maps for the address', () => {
    expect(mapsHref(' Jl. Kramat Raya No. 45, Jakarta ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Kramat%20Raya%20No.%2045%2C%20Jakarta',
    );
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeHttpUrl('https://forms.sbc.or.id/survei')).toBe('https://forms.sbc.or.id/survei');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('subscribe pop-up window', () => {
  it('is closed after the default end date in January 2022', () => {
    const end = parsePopupEnd(SUBSCRIBE_POPUP_END_DEFAULT);
    expect(end).toBe(Date.parse('2022-01-31T16:59:59Z'));
    expect(isPopupOpenAt(end, Date.parse('2022-01-15T00:00:00Z'))).toBe(true);
    expect(isPopupOpenAt(end, Date.parse('2026-11-22T00:00:00Z'))).toBe(false);
  });

  it('is closed for a date it cannot read', () => {
    expect(parsePopupEnd('besok')).toBeNull();
    expect(isPopupOpenAt(null, 0)).toBe(false);
  });
});
