import { describe, expect, it } from 'vitest';
import { eventDateSeconds, photoCounter, photoPreview, stepIndex, swipeStep } from './engagement-gallery';

describe('eventDateSeconds', () => {
  it('is noon WIB of the day', () => {
    expect(eventDateSeconds('2026-11-08')).toBe(Date.parse('2026-11-08T12:00:00+07:00') / 1000);
  });

  it.each(['2026-02-30', '2026-13-01', '08-11-2026', '', '2026-11-8'])('refuses %j', (value) => {
    expect(eventDateSeconds(value)).toBeNull();
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 6, 1],
    [5, 1, 6, 0],
    [0, -1, 6, 5],
    [2, -1, 6, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('from %i by %i of %i is %i', (index, step, count, expected) => {
    expect(stepIndex(index, step, count)).toBe(expected);
  });
});

describe('swipeStep', () => {
  it('moves on a clear horizontal swipe only', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});

describe('photoCounter', () => {
  it('counts from one', () => {
    expect(photoCounter(2, 6)).toBe('3 / 6');
  });
});

describe('photoPreview', () => {
  const photo = {
    id: 1,
    src: 'https://api.test/media/galeri/a/x-1280.webp',
    srcset:
      'https://api.test/media/galeri/a/x-480.webp 480w, https://api.test/media/galeri/a/x-960.webp 960w, https://api.test/media/galeri/a/x-1280.webp 1280w',
    width: 1600,
    height: 1067,
    alt: 'Peserta bakti sosial',
    caption: '',
  };

  it("announces the size of the file its src names, not the original upload's", () => {
    expect(photoPreview(photo)).toEqual({
      image: 'https://api.test/media/galeri/a/x-1280.webp',
      imageSize: { width: 1280, height: 854 },
    });
  });

  it('announces no size when the srcset does not list the file, and nothing without a photo', () => {
    expect(photoPreview({ ...photo, srcset: 'https://api.test/media/galeri/a/x-480.webp 480w' })).toEqual({
      image: photo.src,
      imageSize: null,
    });
    expect(photoPreview(null)).toEqual({ image: null, imageSize: null });
  });
});
