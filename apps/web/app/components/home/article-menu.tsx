import type { Category } from '@sbc/contract';
import { Carousel } from '@sbc/ui/carousel';
import { Link } from 'react-router';
import { SECTION_INTROS } from '../../lib/blog-section-intros';
import { BLOG_SECTIONS, CATALOGUE_CATEGORY } from '../../lib/blog-sections';

interface MenuTile {
  to: string;
  title: string;
  text: string;
  badge: string;
}

/** The tiles: the three blog sections, then every reading category with its number of posts. */
export function articleMenuTiles(categories: readonly Category[]): MenuTile[] {
  return [
    ...BLOG_SECTIONS.map((section) => ({
      to: `/blog/${section.slug}`,
      title: section.title,
      text: SECTION_INTROS[section.slug],
      badge: 'Rubrik',
    })),
    ...categories.map((category) => ({
      to: `/blog/category/${category.category_permalink}`,
      title: category.category_title,
      text: category.category_description,
      badge:
        category.category_permalink === CATALOGUE_CATEGORY
          ? 'Katalog A–Z'
          : `${category.total_news} artikel`,
    })),
  ];
}

/** The article menu carousel (SPEC section 2): doors into the blog, five wide, two on phones. */
export function ArticleMenu({ categories }: { categories: readonly Category[] }) {
  return (
    <Carousel
      variant="menu"
      label="Menu artikel"
      items={articleMenuTiles(categories)}
      itemKey={(tile) => tile.to}
      renderItem={(tile) => (
        <Link
          to={tile.to}
          className="group bg-brand-50 ring-brand-100 hover:bg-brand-100 flex w-full flex-col rounded-xl p-4 ring-1 transition-colors"
        >
          <span className="text-brand-700 text-[0.6875rem] font-semibold tracking-wide uppercase">
            {tile.badge}
          </span>
          <span className="text-brand-900 mt-1 leading-snug font-bold group-hover:underline">
            {tile.title}
          </span>
          <span className="text-ink-muted mt-1 line-clamp-2 text-xs">{tile.text}</span>
        </Link>
      )}
    />
  );
}
