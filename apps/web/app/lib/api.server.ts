import { createPublicClient } from '@sbc/api-client/public';
import { env } from '../env.server';

/**
 * The public API client for loaders and actions. Server-side there is no page to reload or
 * cookie to clear, so no SPEC section 8 hooks are given; errors reach the loader instead.
 */
export const publicApi = createPublicClient({
  baseURL: env.API_URL,
  clientId: env.PUBLIC_CLIENT_ID,
  clientSecret: env.PUBLIC_CLIENT_SECRET,
});
