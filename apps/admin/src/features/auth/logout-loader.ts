import { createAdminClient } from '@sbc/api-client/admin';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { adminSession } from '../../lib/session';

/**
 * `/admin/logout`: ends the session (the cookies at once, then the server's revocation with the
 * token they held, see `signOut`) and goes back to the login page.
 */
export async function logoutLoader() {
  await adminSession.signOut((token) =>
    createAdminClient({ baseURL: env.API_URL, getToken: () => token }).adminLogout(),
  );
  return redirect(paths.login.href());
}
