import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { adminApi } from '../../lib/api';
import { adminSession } from '../../lib/session';

/** `/admin/logout`: revokes the session on the server, clears the cookies, back to login. */
export async function logoutLoader() {
  // Loaders run side by side with the guard: without a token there is nothing to revoke.
  if (adminSession.getToken()) {
    try {
      await adminApi.adminLogout();
    } catch {
      // An expired or already revoked token: the session ends here all the same.
    }
  }
  adminSession.logout();
  return redirect(paths.login.href());
}
