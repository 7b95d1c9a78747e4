import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (SPEC 9)', () => {
  it.each([
    ['REQUEST_TIMEOUT_MS', c.REQUEST_TIMEOUT_MS, 50000],
    ['STICKY_NAVBAR_OFFSET_PX', c.STICKY_NAVBAR_OFFSET_PX, 80],
    ['PROGRESS_THROTTLE_MS', c.PROGRESS_THROTTLE_MS, 200],
    ['PROGRESS_DURATION_MS', c.PROGRESS_DURATION_MS, 5000],
    ['CHUNK_RELOAD_GUARD_MS', c.CHUNK_RELOAD_GUARD_MS, 60000],
    ['DIALOG_TIMER_MS', c.DIALOG_TIMER_MS, 3000],
    ['FETCH_MIN_DELAY_MS', c.FETCH_MIN_DELAY_MS, 200],
    ['COUNTDOWN_TICK_MS', c.COUNTDOWN_TICK_MS, 1000],
    ['COOKIE_MAX_AGE_SECONDS', c.COOKIE_MAX_AGE_SECONDS, 604800],
    ['MOBILE_BREAKPOINT_PX', c.MOBILE_BREAKPOINT_PX, 768],
    ['THEME_COLOR', c.THEME_COLOR, '#081e94'],
    ['SITE_LANG', c.SITE_LANG, 'id'],
    ['DEFAULT_ERROR_MSG', c.DEFAULT_ERROR_MSG, 'Error'],
    ['NOT_FOUND_MSG', c.NOT_FOUND_MSG, 'This page could not be found'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('groups breakpoints, carousel and reload statuses', () => {
    expect(c.LAYOUT_BREAKPOINTS).toEqual({ desktop: 1024, tablet: 991, phablet: 600, phone: 480 });
    expect(c.CAROUSEL).toEqual({
      slidesWide: 4,
      menuSlidesWide: 5,
      slidesNarrow: 2,
      narrowBelowPx: 991,
      bannerAutoplayMs: 10000,
      bannerSpeedMs: 5000,
    });
    expect(c.RELOAD_STATUSES).toEqual([50008, 50012, 50014]);
  });

  it('ends the subscribe pop-up in January 2022, WIB', () => {
    expect(new Date(c.SUBSCRIBE_POPUP_END_DEFAULT).toISOString()).toBe('2022-01-31T16:59:59.000Z');
  });
});
