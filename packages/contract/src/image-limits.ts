/**
 * What an uploaded picture must be, shared by the API (which refuses the rest) and the console
 * (which refuses at once, before any preview). Plain numbers: importing them brings no schema code.
 */

/** The largest image the API takes, in bytes (8 MB). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The types a picture may be, decided by the API from its content. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest member photo, in bytes (2 MB): the member area sends it inside the profile's request. */
export const MAX_MEMBER_PHOTO_BYTES = 2 * 1024 * 1024;

/** The smallest picture an upload takes, in pixels. */
export interface ImageLimits {
  minWidth: number;
  minHeight: number;
}

/** Covers of articles and events. */
export const COVER_LIMITS: ImageLimits = { minWidth: 600, minHeight: 300 };
/** Pictures inside an article's text. */
export const BODY_IMAGE_LIMITS: ImageLimits = { minWidth: 100, minHeight: 100 };
/** Photos of an album. */
export const GALLERY_PHOTO_LIMITS: ImageLimits = { minWidth: 320, minHeight: 240 };
/** Portraits of board members. */
export const BOARD_PHOTO_LIMITS: ImageLimits = { minWidth: 120, minHeight: 120 };
/** A member's own photo (squared to 320 px by the API). */
export const MEMBER_PHOTO_LIMITS: ImageLimits = { minWidth: 64, minHeight: 64 };
