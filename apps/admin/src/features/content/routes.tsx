import type { RouteObject } from 'react-router';

/** Pages of site-wide content administration (articles, taxonomy, site info, moderation, inbox, audit). */
export const contentRoutes: RouteObject[] = [];
