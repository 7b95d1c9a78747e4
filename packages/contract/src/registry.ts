import { type AnyEndpoint } from './endpoint';
import * as adminAuth from './admin/auth';
import * as health from './system/health';
import * as info from './visitor/info';
import * as visitorSession from './visitor/session';

/** Calls of the public client (`/sbc-visitor/v1/`, `/sbc-tracking/v1/`). */
export const publicEndpoints = {
  getInfo: info.getInfo,
  createVisitorSession: visitorSession.createVisitorSession,
} as const;

/** Calls of the admin client (`/sbc-admin/v1/`). */
export const adminEndpoints = {
  adminLogin: adminAuth.adminLogin,
  adminLogout: adminAuth.adminLogout,
  getAdminProfile: adminAuth.getAdminProfile,
} as const;

/** Calls of the member client (`/sbc-member-core/v1/` accounts and connect, `/sbc-member-report/v1/`). */
export const memberEndpoints = {} as const;

/** Calls of the order client (`/sbc-member-core/v1/` orders and payments, JSON bodies). */
export const orderEndpoints = {} as const;

export const systemEndpoints = { getHealth: health.getHealth } as const;

/** Every call the API serves, in the order /openapi.json lists them. */
export const allEndpoints: readonly AnyEndpoint[] = [
  systemEndpoints,
  publicEndpoints,
  memberEndpoints,
  orderEndpoints,
  adminEndpoints,
].flatMap((group: Record<string, AnyEndpoint>) => Object.values(group));
