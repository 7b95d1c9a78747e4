import { type ClientHooks } from './core';

/** Cookie removal of `@sbc/session`, passed in so this package does not depend on it. */
export interface BrowserHooksOptions {
  /** Removes the Admin-Token cookie (and the admin profile). */
  clearAdminToken?: () => void;
  /** Removes the Member-Token cookie and the member profile. */
  clearMemberCredentials?: () => void;
  /** Where "home" is; defaults to `/` of the current origin. */
  homePath?: string;
}

/**
 * The SPEC section 8 side effects in a browser: reload the page, go home, remove cookies.
 * `window` is only touched when a hook runs, so this is safe to import during SSR.
 */
export function browserHooks(options: BrowserHooksOptions = {}): ClientHooks {
  return {
    reload: () => window.location.reload(),
    goHome: () => window.location.assign(options.homePath ?? '/'),
    clearAdminToken: () => options.clearAdminToken?.(),
    clearMemberCredentials: () => options.clearMemberCredentials?.(),
  };
}
