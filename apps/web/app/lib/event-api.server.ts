import { createPublicClient, type PublicClient } from '@sbc/api-client/public';
import { readSessionFromCookieHeader } from '@sbc/session/server';
import { env } from '../env.server';
import { publicApi, serverClientOptions } from './api.server';

/** Who is asking, from the request's cookies (read in actions and resource loaders, never in pages). */
export interface EventReader {
  /** The Member-Token, when it counts as present (SPEC section 4). */
  memberToken: string | null;
  /** The signed `visitor-id` from the cookie banner's session. */
  visitorId: string | null;
  /** "Dewi Lestari" from the cached member profile, if any. */
  memberName: string | null;
}

interface CachedProfile {
  member_first_name?: unknown;
  member_last_name?: unknown;
}

/** Reads the member token, visitor id and member name of a request. */
export function readEventReader(request: Request): EventReader {
  const session = readSessionFromCookieHeader<CachedProfile>(request.headers.get('Cookie'));
  const profile = session.memberProfile;
  const name = [profile?.member_first_name, profile?.member_last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return {
    memberToken: session.memberToken,
    visitorId: session.visitorId,
    memberName: name || null,
  };
}

/**
 * The public API as this member: calls carry `Bearer <Member-Token>` (member registration and
 * its checks need it). Without a token the shared Basic-credential client is used.
 */
export function publicApiAs(memberToken: string | null): PublicClient {
  if (memberToken === null) return publicApi;
  return createPublicClient({
    ...serverClientOptions,
    clientId: env.PUBLIC_CLIENT_ID,
    clientSecret: env.PUBLIC_CLIENT_SECRET,
    getToken: () => memberToken,
  });
}

/** JSON for the browser's fetchers: personal, so never stored by a cache. */
export function privateJson(body: unknown, status = 200, headers?: Headers): Response {
  const all = new Headers(headers);
  all.set('Cache-Control', 'no-store');
  return Response.json(body, { status, headers: all });
}

/** Only the site's own pages may post to its resource routes: a cross-site post is refused. */
export function isSameSiteRequest(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== new URL(env.WEB_URL).origin) return false;
  return request.headers.get('Sec-Fetch-Site') !== 'cross-site';
}

/** Logs a failed call unless the API refused the input (4xx is the visitor's doing, not a fault). */
export function logEventFailure(what: string, cause: unknown, status?: number): void {
  if (status !== undefined && status >= 400 && status < 500) return;
  console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
}
