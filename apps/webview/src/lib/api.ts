import { browserHooks } from '@sbc/api-client';
import { createPublicClient } from '@sbc/api-client/public';
import { env } from '../env';

/** The visitor API with the public client credential; SPEC section 8 reloads run in the page. */
export const publicApi = createPublicClient({
  baseURL: env.API_URL,
  clientId: env.PUBLIC_CLIENT_ID,
  clientSecret: env.PUBLIC_CLIENT_SECRET,
  hooks: browserHooks(),
});
