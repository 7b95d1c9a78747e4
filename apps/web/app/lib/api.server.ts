import { type AsyncLocalStorage } from 'node:async_hooks';
import { createNodeAdapter } from '@sbc/api-client/node';
import { createPublicClient } from '@sbc/api-client/public';
import { env } from '../env.server';

declare global {
  // Set by server.mjs for each request (absent under `react-router dev`).
  var __sbcRequestContext: AsyncLocalStorage<{ ip: string; userAgent?: string }> | undefined;
}

/**
 * The visitor's address (for the API's rate limits) and browser (the API records the User-Agent
 * of a problem report, a visitor session, a login), when the request came through server.mjs.
 */
export function visitorHeaders(): Record<string, string> | undefined {
  const visitor = globalThis.__sbcRequestContext?.getStore();
  if (!visitor) return undefined;
  const headers: Record<string, string> = {};
  if (visitor.ip) headers['X-Forwarded-For'] = visitor.ip;
  if (visitor.userAgent) headers['User-Agent'] = visitor.userAgent;
  return headers;
}

/**
 * What every server-side client shares: the API origin, the visitor's address and browser, and
 * one keep-alive pool with a lean transport (a page makes several calls, and axios's own Node
 * adapter was the larger part of each call's cost in a CPU profile of the post page).
 */
export const serverClientOptions = {
  baseURL: env.API_URL,
  headers: visitorHeaders,
  adapter: createNodeAdapter(),
};

/**
 * The public API client for loaders and actions. Server-side there is no page to reload or
 * cookie to clear, so no SPEC section 8 hooks are given; errors reach the loader instead.
 */
export const publicApi = createPublicClient({
  ...serverClientOptions,
  clientId: env.PUBLIC_CLIENT_ID,
  clientSecret: env.PUBLIC_CLIENT_SECRET,
});
