import { adminAuth, isRedirect } from '@sbc/session/guards';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { StoredAdminProfile } from '../lib/profile';
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

export type RootLoaderData = ReturnType<typeof guardLoader>;
