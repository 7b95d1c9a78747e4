import { createConfigReader } from '@sbc/static-server/runtime-config';

/**
 * Configuration, read and validated once here: a wrong value fails at start rather than on
 * the first API call. Values baked in at build time (vite.config.ts `define`) are overridden
 * by the run-time `env.js` of the production server, so one build can serve any host.
 */

const { origin: readOrigin } = createConfigReader({
  ...__SBC_ENV__,
  ...(typeof window === 'undefined' ? undefined : window.__SBC_ENV__),
});

export const env = Object.freeze({
  /** The public site, for links back to it. */
  WEB_URL: readOrigin('WEB_URL'),
  ADMIN_URL: readOrigin('ADMIN_URL'),
  /** The API as the browser reaches it. */
  API_URL: readOrigin('API_URL'),
});
