/**
 * The `sizes` of each place a post's cover is shown: about its rendered width at each breakpoint,
 * so a browser picks the smallest width of the `srcset` that is sharp there (page content is at
 * most 1120 px wide). Separate constants, so a page's bundle carries only the ones it uses.
 */

/** A post's own cover: the article column (beside an 18rem aside from 1024 px). */
export const POST_COVER_SIZES = '(min-width: 1024px) 784px, 100vw';
/** A card in a grid: one column on phones, two from 640 px, three from 1024 px. */
export const GRID_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
/** A card in a carousel: two slides under 991 px, four above. */
export const CAROUSEL_CARD_SIZES = '(min-width: 991px) 270px, 50vw';
/** A recommended post: a 16rem swipe card on phones, then 2, 3 and 5 columns. */
export const RECOMMENDATION_SIZES = '(min-width: 1024px) 210px, (min-width: 640px) 50vw, 256px';
/** The thumbnail beside a related post (w-28). */
export const RELATED_THUMB_SIZES = '112px';
/** The thumbnail beside a highlighted category's post (w-20). */
export const HIGHLIGHT_THUMB_SIZES = '80px';
/** A banner slide: the whole phone, the 1120 px frame on wide screens. */
export const BANNER_SIZES = '(min-width: 1152px) 1120px, 100vw';
/** A testimonial's round 44 px portrait. */
export const AVATAR_SIZES = '44px';
