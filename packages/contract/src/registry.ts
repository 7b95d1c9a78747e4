import { type AnyEndpoint } from './endpoint';

type EndpointsOf<M> = { [K in keyof M as M[K] extends AnyEndpoint ? K : never]: M[K] };

/** The endpoints a module exports, without its schemas. */
function endpointsOf<M extends Record<string, unknown>>(module: M): EndpointsOf<M> {
  const isEndpoint = (v: unknown): v is AnyEndpoint =>
    typeof v === 'object' && v !== null && 'id' in v && 'service' in v && 'method' in v;
  return Object.fromEntries(Object.entries(module).filter(([, v]) => isEndpoint(v))) as EndpointsOf<M>;
}
import * as adminAuth from './admin/auth';
import * as health from './system/health';
import * as backup from './system/backup';
import * as info from './visitor/info';
import * as visitorSession from './visitor/session';
import * as news from './visitor/news';
import * as taxonomy from './visitor/taxonomy';
import * as moved from './visitor/moved';
import * as chapters from './visitor/chapters';
import * as events from './visitor/events';
import * as memberAuth from './member/auth';
import * as engagement from './visitor/engagement';
import * as gallery from './visitor/gallery';
import * as registration from './visitor/registration';
import * as memberReport from './member/report';
import * as orders from './order/orders';
import * as moderation from './admin/moderation';
import * as presence from './admin/presence';
import * as outbox from './admin/outbox';
import * as community from './admin/community';
import * as adminArticles from './admin/articles';
import * as adminTaxonomy from './admin/taxonomy';
import * as adminSiteInfo from './admin/site-info';
import * as adminInbox from './admin/inbox';
import * as adminAudit from './admin/audit';
import * as memberConnect from './member/connect';

/** Calls of the public client (`/sbc-visitor/v1/`, `/sbc-tracking/v1/`). */
export const publicEndpoints = {
  getInfo: info.getInfo,
  getContentVersion: info.getContentVersion,
  createVisitorSession: visitorSession.createVisitorSession,
  ...endpointsOf(news),
  ...endpointsOf(taxonomy),
  ...endpointsOf(moved),
  ...endpointsOf(chapters),
  ...endpointsOf(events),
  ...endpointsOf(engagement),
  ...endpointsOf(gallery),
  ...endpointsOf(registration),
} as const;

/** Calls of the admin client (`/sbc-admin/v1/`). */
export const adminEndpoints = {
  adminLogin: adminAuth.adminLogin,
  adminLogout: adminAuth.adminLogout,
  getAdminProfile: adminAuth.getAdminProfile,
  adminLoginJwt: adminAuth.adminLoginJwt,
  ...endpointsOf(presence),
  ...endpointsOf(outbox),
  ...endpointsOf(moderation),
  ...endpointsOf(community),
  ...endpointsOf(adminArticles),
  ...endpointsOf(adminTaxonomy),
  ...endpointsOf(adminSiteInfo),
  ...endpointsOf(adminInbox),
  ...endpointsOf(adminAudit),
} as const;

/** Calls of the member client (`/sbc-member-core/v1/` accounts and connect, `/sbc-member-report/v1/`). */
export const memberEndpoints = {
  ...endpointsOf(memberAuth),
  ...endpointsOf(memberConnect),
  ...endpointsOf(memberReport),
} as const;

/** Calls of the order client (`/sbc-member-core/v1/` orders and payments, JSON bodies). */
export const orderEndpoints = {
  ...endpointsOf(orders),
} as const;

export const systemEndpoints = {
  getHealth: health.getHealth,
  getLiveness: health.getLiveness,
  getReadiness: health.getReadiness,
  createBackup: backup.createBackup,
} as const;

/** Every call the API serves, in the order /openapi.json lists them. */
export const allEndpoints: readonly AnyEndpoint[] = [
  systemEndpoints,
  publicEndpoints,
  memberEndpoints,
  orderEndpoints,
  adminEndpoints,
].flatMap((group: Record<string, AnyEndpoint>) => Object.values(group));
