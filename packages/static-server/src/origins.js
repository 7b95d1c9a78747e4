import { createConfigReader } from './runtime-config.js';

/** Local default of every origin (ARCHITECTURE section 2); each is overridden by its environment variable. */
export const DEFAULT_ORIGINS = {
  WEB_URL: 'http://localhost:3000',
  ADMIN_URL: 'http://localhost:3001',
  WEBVIEW_URL: 'http://localhost:3002',
  MEMBER_URL: 'http://localhost:3003',
  API_URL: 'http://localhost:4000',
};

/**
 * The origins from the environment, with the local defaults, without trailing slashes.
 * @param {Record<string, string | undefined>} env
 * @returns {typeof DEFAULT_ORIGINS}
 */
export function readOrigins(env) {
  const read = createConfigReader({
    ...DEFAULT_ORIGINS,
    ...Object.fromEntries(Object.entries(env).filter(([, v]) => v)),
  });
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of Object.keys(DEFAULT_ORIGINS)) out[name] = read.origin(name);
  return /** @type {typeof DEFAULT_ORIGINS} */ (out);
}
