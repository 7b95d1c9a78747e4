import type { SiteInfo } from '@sbc/contract';
import { SITE_LOGO } from './seo-jsonld';

/** schema.org Organization for the home page: name, contact and the social profiles that are set. */
export function organizationJsonLd(siteUrl: string, info: SiteInfo) {
  const sameAs = [info.instagram, info.twitter, info.facebook, info.tiktok, info.youtube].filter(
    (url): url is string => Boolean(url),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'SBC',
    url: `${siteUrl}/`,
    logo: `${siteUrl}${SITE_LOGO}`,
    email: info.email,
    telephone: info.phone,
    address: { '@type': 'PostalAddress', streetAddress: info.alamat, addressCountry: 'ID' },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
