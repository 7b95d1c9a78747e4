import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The route table of a single-page app, so its server can answer a path no page has with the
 * status 404 (SPEC section 8) while the app still shows its own not-found page. Patterns are
 * React Router paths below the app's base: `/presence/:slug`, `/kelas/:slug?`, `/files/*`.
 */

/**
 * The full path patterns of a React Router route tree (`createBrowserRouter(...).routes`): every
 * route with a path, index routes as their parent's path, layout routes without a path adding
 * nothing; the catch-all `*` is left out (it is the not-found page).
 * @param {readonly { path?: string, index?: boolean, children?: readonly any[] }[]} routes
 * @param {string} [parent]
 * @returns {string[]}
 */
export function routePatterns(routes, parent = '') {
  /** @type {string[]} */
  const patterns = [];
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path === undefined ? parent : joinPaths(parent, route.path);
    // A route with a path matches by itself too (React Router renders it with an empty outlet).
    if (route.index || route.path !== undefined) patterns.push(path || '/');
    if (route.children?.length) patterns.push(...routePatterns(route.children, path));
  }
  return [...new Set(patterns)].sort();
}

/** @param {string} parent @param {string} child */
function joinPaths(parent, child) {
  if (child.startsWith('/')) return child.replace(/\/+$/, '') || '/';
  return `${parent.replace(/\/+$/, '')}/${child}`.replace(/\/+$/, '') || '/';
}

/**
 * Whether `path` (decoded, below the app's base) opens a page of `patterns`: a static segment
 * matches itself whatever its case (as React Router does), `:name` one segment, `:name?` one or
 * none, `*` the rest. A trailing slash does not matter.
 * @param {string} path
 * @param {readonly string[]} patterns
 */
export function matchesRoute(path, patterns) {
  const segments = path.split('/').filter(Boolean);
  return patterns.some((pattern) => matchSegments(segments, pattern.split('/').filter(Boolean)));
}

/** @param {string[]} segments @param {string[]} pattern @returns {boolean} */
function matchSegments(segments, pattern) {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head === '*') return true;
  if (head.startsWith(':') && head.endsWith('?')) {
    return (
      matchSegments(segments, rest) ||
      (segments.length > 0 && matchSegments(segments.slice(1), rest))
    );
  }
  const [segment, ...more] = segments;
  if (segment === undefined) return false;
  if (!head.startsWith(':') && head.toLowerCase() !== segment.toLowerCase()) return false;
  return matchSegments(more, rest);
}

/**
 * The route table an app's build ships (`public/routes.json`, copied into its dist), or undefined
 * when there is none (then every path opens the app with 200).
 * @param {string} file
 * @returns {string[] | undefined}
 */
export function readRouteTable(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * For an app's test: the table it ships and the one its router has, which must be equal. With
 * `UPDATE_ROUTE_TABLE` set in the environment the router's table is written to `file` first.
 * @param {readonly { path?: string, index?: boolean, children?: readonly any[] }[]} routes
 * @param {string} file
 */
export function compareRouteTable(routes, file) {
  const patterns = routePatterns(routes);
  if (process.env.UPDATE_ROUTE_TABLE) writeFileSync(file, `${JSON.stringify(patterns, null, 2)}\n`);
  return { shipped: readRouteTable(file), patterns };
}
