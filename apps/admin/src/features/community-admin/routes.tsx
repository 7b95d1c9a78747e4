import type { RouteObject } from 'react-router';

/** Pages of events, courses, gallery, boards and chapters, packages, orders and certificates. */
export const communityRoutes: RouteObject[] = [];
