/**
 * Reads the configuration a front end is given (build-time values, overridden by the runtime
 * `window.__SBC_ENV__` of env.js), failing at start on a missing or malformed value rather than at
 * the first call. Browser-safe: no Node imports.
 * @param {Readonly<Record<string, string | undefined>>} source
 */
export function createConfigReader(source) {
  /** @param {string} name */
  const text = (name) => {
    const value = source[name]?.trim();
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  /**
   * An http(s) origin without a trailing slash.
   * @param {string} name
   */
  const origin = (name) => {
    const raw = text(name);
    /** @type {URL} */
    let url;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`${name} must be an absolute URL, got "${raw}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${name} must use http or https, got "${raw}"`);
    }
    return url.href.replace(/\/+$/, '');
  };
  return { text, origin };
}
