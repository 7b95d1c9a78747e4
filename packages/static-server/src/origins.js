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
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, fallback] of Object.entries(DEFAULT_ORIGINS)) {
    const value = env[name] || fallback;
    try {
      new URL(value);
    } catch {
      throw new Error(`${name} bukan URL yang valid: ${value}`);
    }
    out[name] = value.replace(/\/+$/, '');
  }
  return /** @type {typeof DEFAULT_ORIGINS} */ (out);
}
