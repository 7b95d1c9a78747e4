import { createAdminClient } from '@sbc/api-client/admin';
import { browserHooks } from '@sbc/api-client/browser';
import { env } from '../env';
import { adminSession } from './session';

/**
 * The admin API client. SPEC section 8: a 401 or 406 answer removes the Admin-Token cookie
 * and reloads, which the route guard then turns into the login page.
 */
export const adminApi = createAdminClient({
  baseURL: env.API_URL,
  getToken: () => adminSession.getToken(),
  hooks: browserHooks({ clearAdminToken: () => adminSession.logout() }),
});
