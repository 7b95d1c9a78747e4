import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { sitemapUrls } from '../../lib/seo-sitemap';
import { fileResponse, unavailableResponse } from '../../lib/seo-response.server';
import { buildSitemapXml } from '../../lib/seo-xml';
import type { Route } from './+types/sitemap';

/** `/sitemap.xml`: home, the fixed pages and every public permalink the API lists. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const entries = await publicApi.getSitemap({ signal: request.signal });
    const xml = buildSitemapXml(sitemapUrls(env.WEB_URL, entries));
    return fileResponse(request, xml, 'application/xml; charset=utf-8');
  } catch (cause) {
    return unavailableResponse('GET sitemap', cause);
  }
}
