/**
 * Business constants and limits of SPEC section 9 (plus the error texts of
 * section 8), named once so that no app copies a magic number.
 */

/** Request time-out of every API client. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** Scroll offset that keeps anchors clear of the sticky navbar. */
export const STICKY_NAVBAR_OFFSET_PX = 80;
/** Route progress bar: minimum time between updates. */
export const PROGRESS_THROTTLE_MS = 200;
/** Route progress bar: time to reach the end when nothing finishes it. */
export const PROGRESS_DURATION_MS = 5_000;
/** A chunk-load failure forces a full reload at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Success and error dialogs close themselves after this delay. */
export const DIALOG_TIMER_MS = 3_000;
/** Loading states stay visible at least this long to avoid flicker. */
export const FETCH_MIN_DELAY_MS = 200;
/** Countdowns refresh once a second. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Token and profile cookies last 7 days. */
export const COOKIE_MAX_AGE_SECONDS = 604_800;
/** Widths at or below this are "mobile". */
export const MOBILE_BREAKPOINT_PX = 768;

/** Layout breakpoints in pixels. */
export const LAYOUT_BREAKPOINTS = {
  desktop: 1024,
  tablet: 991,
  phablet: 600,
  phone: 480,
} as const;

/** Carousel layout and banner timing. */
export const CAROUSEL = {
  slidesWide: 4,
  menuSlidesWide: 5,
  slidesNarrow: 2,
  narrowBelowPx: 991,
  bannerAutoplayMs: 10_000,
  bannerSpeedMs: 5_000,
} as const;

/**
 * End of the subscribe pop-up: the spec's fixed date in January 2022.
 * A default only; a site setting may override it.
 */
export const SUBSCRIBE_POPUP_END_DEFAULT = '2022-01-31T23:59:59+07:00';

/** Browser theme colour (`<meta name="theme-color">`). */
export const THEME_COLOR = '#081e94';
/** Language of every page (`<html lang>`). */
export const SITE_LANG = 'id';

/** Envelope statuses that make the client reload the page. */
export const RELOAD_STATUSES = [50008, 50012, 50014] as const;
/** Message used when an error envelope carries none. */
export const DEFAULT_ERROR_MSG = 'Error';
/** Text of the not-found page. */
export const NOT_FOUND_MSG = 'This page could not be found';
