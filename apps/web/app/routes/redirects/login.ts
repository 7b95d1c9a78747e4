import { redirect } from 'react-router';
import { env } from '../../env.server';
import { buildLoginRedirect } from '../../lib/redirect-target';
import type { Route } from './+types/login';

/** Members log in on the member host, then come back to the page they asked for. */
export function loader({ request }: Route.LoaderArgs) {
  const returnParam = new URL(request.url).searchParams.get('return');
  return redirect(
    buildLoginRedirect(
      { webUrl: env.WEB_URL, memberUrl: env.MEMBER_URL },
      returnParam,
      request.headers.get('referer'),
    ),
    302,
  );
}
