import type { AdminLogin } from '@sbc/contract';
import { adminAuth, isRedirect } from '@sbc/session/guards';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { adminSession } from '../lib/session';

/**
 * `adminAuth` on every page: with a token the login page goes to /admin/, without one every
 * other page goes to /admin/login. The guard answers full paths (with /admin); made absolute,
 * the router takes them as they are instead of adding its basename again.
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const result = adminAuth({
    pathname: new URL(request.url).pathname,
    adminToken: adminSession.getToken(),
  });
  if (isRedirect(result)) throw redirect(new URL(result.redirect, request.url).href);
  const profile = result.token ? adminSession.getProfile<StoredAdminProfile>() : null;
  return { isLoggedIn: result.token !== null, profile };
}

/** What the login stored in the admin_profile cookie: the answer of `getAdminProfile`. */
export type StoredAdminProfile = Omit<AdminLogin, 'token'>;

export type RootLoaderData = ReturnType<typeof guardLoader>;
