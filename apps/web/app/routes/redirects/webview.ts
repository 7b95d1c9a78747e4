import { redirect } from 'react-router';
import { env } from '../../env.server';
import { buildAppRedirect } from '../../lib/redirect-target';
import type { Route } from './+types/webview';

/** `/mobile...` and `/order...` are served by the webview app: same path and query there. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(buildAppRedirect(env.WEBVIEW_URL, new URL(request.url)), 302);
}
