/**
 * Node merges headers handed to `writeHead()` as a flat `[name, value, …]` array pair by pair with
 * those already set through `setHeader()`, so a repeated header (two Set-Cookie) would keep only its
 * last value. Hands such arrays on as an object whose repeated names hold every value instead.
 * Call it on a response before anything else wraps `writeHead()`.
 * @param {import('node:http').ServerResponse} res
 */
export function keepRepeatedHeaders(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {number} */ status, /** @type {any[]} */ ...rest) =>
      writeHead(status, ...rest.map((arg) => (Array.isArray(arg) ? groupPairs(arg) : arg)))
  );
}

/** @param {unknown[]} flat */
function groupPairs(flat) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const name = String(flat[i]);
    const value = String(flat[i + 1]);
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    const prior = headers[key];
    headers[key] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  return headers;
}
