import type { AdminLogin } from '@sbc/contract';
import { data, useRouteLoaderData } from 'react-router';
import { FORBIDDEN_MESSAGE } from './errors';
import { type ConsoleArea, canOpen } from './roles';
import { adminSession } from './session';

/** What the login stored in the admin_profile cookie: the answer of `getAdminProfile`. */
export type StoredAdminProfile = Omit<AdminLogin, 'token'>;

/** The stored profile of the logged-in admin, or null. */
export function readStoredProfile(): StoredAdminProfile | null {
  return adminSession.getToken() ? adminSession.getProfile<StoredAdminProfile>() : null;
}

/** The logged-in admin's stored profile, as the root guard loaded it. */
export function useAdminProfile(): StoredAdminProfile | null {
  const root = useRouteLoaderData('root') as { profile?: StoredAdminProfile | null } | undefined;
  return root?.profile ?? null;
}

/**
 * For loaders of pages a role may not open (members, outbox for the presence-only admin):
 * throws a 403 that the console's error view shows as "Anda tidak memiliki akses".
 */
export function requireArea(area: ConsoleArea): void {
  if (!canOpen(readStoredProfile()?.profile.role, area)) {
    throw data(FORBIDDEN_MESSAGE, { status: 403, statusText: FORBIDDEN_MESSAGE });
  }
}
