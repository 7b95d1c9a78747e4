import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd } from './seo-jsonld';
import { pageMeta } from './seo-meta';

/** One step of a visible breadcrumb trail, after "Beranda". */
export interface TrailStep {
  name: string;
  path: string;
}

/** Every "about the community" page sits under Tentang Kami. */
export const ABOUT_STEP: TrailStep = { name: 'Tentang Kami', path: '/tentang-kami' };

/** The chapter list, the parent of each chapter's board page. */
export const CHAPTER_BOARDS_STEP: TrailStep = {
  name: 'Pengurus Chapter SBC',
  path: '/pengurus-chapter',
};

export interface AboutMetaInput {
  siteUrl: string;
  /** The page's own trail, ending with the page itself; "Beranda" comes first by itself. */
  trail: readonly TrailStep[];
  /** The page's name; " | SBC" is added. */
  title: string;
  description: string;
}

/** Title, description, canonical and OpenGraph of an about page, plus its BreadcrumbList JSON-LD. */
export function aboutMeta({
  siteUrl,
  trail,
  title,
  description,
}: AboutMetaInput): MetaDescriptor[] {
  const page = trail.at(-1);
  const url = `${siteUrl}${page?.path ?? '/'}`;
  const crumbs = [
    { name: 'Beranda', url: `${siteUrl}/` },
    ...trail.map((step) => ({ name: step.name, url: `${siteUrl}${step.path}` })),
  ];
  return [
    // "Pengurus Nasional SBC" names the site already: no "| SBC" after it.
    ...pageMeta({ title: /\bSBC\b/.test(title) ? title : `${title} | SBC`, description, url }),
    { 'script:ld+json': breadcrumbJsonLd(crumbs) },
  ];
}
