import { HomeHero } from '../../components/home/home-hero';
import { HomeHighlights } from '../../components/home/home-highlights';
import { env } from '../../env.server';
import { organizationJsonLd } from '../../lib/seo';
import { loadSiteInfo } from '../../lib/site-info.server';
import type { Route } from './+types/home';

const TITLE = 'SBC | Komunitas untuk Belajar, Berbagi, dan Bertumbuh';
const DESCRIPTION =
  'Situs resmi komunitas SBC: kegiatan chapter di berbagai kota, event dan kajian, kelas daring, galeri kegiatan, serta artikel dakwah, motivasi, dan wawasan.';

export async function loader({ request }: Route.LoaderArgs) {
  const info = await loadSiteInfo(request.signal);
  return { info, siteUrl: env.WEB_URL };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const canonical = loaderData ? `${loaderData.siteUrl}/` : undefined;
  return [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'SBC' },
    { property: 'og:locale', content: 'id_ID' },
    { property: 'og:title', content: TITLE },
    { property: 'og:description', content: DESCRIPTION },
    ...(canonical
      ? [
          { property: 'og:url', content: canonical },
          { tagName: 'link', rel: 'canonical', href: canonical },
          { 'script:ld+json': organizationJsonLd(loaderData.siteUrl, loaderData.info) },
        ]
      : []),
  ];
}

export default function Home() {
  return (
    <>
      <HomeHero />
      <HomeHighlights />
    </>
  );
}
