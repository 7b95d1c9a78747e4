import { env } from '../../env.server';
import type { Route } from './+types/robots';
import { fileResponse } from '../../lib/seo-response.server';
import { buildRobotsTxt } from '../../lib/seo-xml';

/** `/robots.txt`: crawl everything public; the sitemap's address. */
export function loader({ request }: Route.LoaderArgs) {
  return fileResponse(request, buildRobotsTxt(env.WEB_URL), 'text/plain; charset=utf-8');
}
