/** A route object of React Router as far as its paths go. */
export interface RouteShape {
  path?: string;
  index?: boolean;
  children?: readonly RouteShape[];
}
export function routePatterns(routes: readonly RouteShape[], parent?: string): string[];
export function matchesRoute(path: string, patterns: readonly string[]): boolean;
export function readRouteTable(file: string): string[] | undefined;
export function compareRouteTable(
  routes: readonly RouteShape[],
  file: string,
): { shipped: string[] | undefined; patterns: string[] };
