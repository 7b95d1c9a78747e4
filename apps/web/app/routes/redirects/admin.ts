import { redirect } from 'react-router';
import { env } from '../../env.server';
import { buildAppRedirect } from '../../lib/redirect-target';
import type { Route } from './+types/admin';

/** The admin console lives on its own origin: same path and query there. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(buildAppRedirect(env.ADMIN_URL, new URL(request.url)), 302);
}
