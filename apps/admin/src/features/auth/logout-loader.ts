import { createAdminClient } from '@sbc/api-client/admin';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { adminSession } from '../../lib/session';

/**
 * `/admin/logout`: clears the cookies, then revokes the session on the server, back to login.
 * The cookies go first, so the browser is signed out even when the page is left before the
 * server answers (that left the session signed in); the revocation uses the token read before.
 */
export async function logoutLoader() {
  const token = adminSession.getToken();
  adminSession.logout();
  if (token) {
    try {
      await createAdminClient({ baseURL: env.API_URL, getToken: () => token }).adminLogout();
    } catch {
      // An expired or already revoked token: the session ends here all the same.
    }
  }
  return redirect(paths.login.href());
}
