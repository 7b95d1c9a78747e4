import { ADMIN_LOGIN_PATH, adminAuth, isRedirect } from '@sbc/session/guards';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { StoredAdminProfile } from '../lib/profile';
import { redirectToLogin } from '../lib/return-path';
import { adminSession } from '../lib/session';

/**
 * `adminAuth` on every page: with a token the login page goes to /admin/, without one every
 * other page goes to /admin/login (remembering that page for after the sign-in). The guard answers full paths (with /admin); made absolute,
 * the router takes them as they are instead of adding its basename again.
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const result = adminAuth({
    pathname: new URL(request.url).pathname,
    adminToken: adminSession.getToken(),
  });
  if (isRedirect(result)) {
    if (result.redirect === ADMIN_LOGIN_PATH) redirectToLogin(request);
    throw redirect(new URL(result.redirect, request.url).href);
  }
  const profile = result.token ? adminSession.getProfile<StoredAdminProfile>() : null;
  return { isLoggedIn: result.token !== null, profile };
}

export type RootLoaderData = ReturnType<typeof guardLoader>;
