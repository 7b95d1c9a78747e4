import { describe, expect, it } from 'vitest';
import { eventPlace } from './event-card';

describe('eventPlace', () => {
  it.each([
    [{ online: true, place: null, city: null }, 'Daring'],
    [{ online: true, place: 'Zoom', city: null }, 'Daring · Zoom'],
    [{ online: false, place: 'Aula SBC', city: 'Bandung' }, 'Aula SBC, Bandung'],
    [{ online: false, place: null, city: null }, 'Tempat belum ditentukan'],
  ])('reads %o as %s, in the words the site and member area use', (event, expected) => {
    expect(eventPlace(event)).toBe(expected);
  });
});
