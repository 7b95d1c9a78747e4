import { env } from '../../env.server';
import { fileResponse } from '../../lib/seo-response.server';
import { buildRobotsTxt } from '../../lib/seo-xml';

/** `/robots.txt`: crawl everything public; the sitemap's address. */
export function loader() {
  return fileResponse(buildRobotsTxt(env.WEB_URL), 'text/plain; charset=utf-8');
}
