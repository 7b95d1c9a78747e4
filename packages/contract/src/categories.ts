/**
 * Categories with a part of their own to play (ARCHITECTURE section 9), named once for the API
 * and the sites. Plain constants: the browser bundles may import them without zod (the lists are
 * marked pure, so a bundle that does not use one leaves it out).
 */

/** Posts that furnish the pages: the alert banner, the home banners, the testimonials. Read by their permalink for that, never a visitor's category of its own. */
export const FURNITURE_CATEGORIES: string[] = ['alert', 'banner', 'testimoni'];

/** The footer's policy pages. */
export const POLICY_CATEGORY = 'kebijakan';

/** The disease catalogue, with its own A–Z view. */
export const CATALOGUE_CATEGORY = 'penyakit-katalog';

/** Categories without a public category page to link to: the furniture and the policy pages. */
export const UNLISTED_CATEGORIES: string[] =
  /* @__PURE__ */ FURNITURE_CATEGORIES.concat(POLICY_CATEGORY);

/** Categories left out of every list that suggests reading (blog list and feed, popular, new, editor's choice, recommendations): the unlisted ones and the catalogue's many entries. */
export const NOT_READING_CATEGORIES: string[] =
  /* @__PURE__ */ UNLISTED_CATEGORIES.concat(CATALOGUE_CATEGORY);
