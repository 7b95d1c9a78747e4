import type { Category } from '@sbc/contract';
import { Link } from 'react-router';
import { CATALOGUE_CATEGORY } from '../../lib/blog-sections';
import { blogExploreLinks, blogSectionLinks, type NavLink } from '../navigation';

const linkClass =
  'text-ink hover:bg-brand-50 hover:text-brand block rounded-md px-3 py-1.5 text-sm';

function Column({
  title,
  links,
  listClassName,
}: {
  title: string;
  links: readonly NavLink[];
  listClassName?: string;
}) {
  return (
    <div>
      <p className="text-brand-700 px-3 pb-1 text-xs font-semibold tracking-wide uppercase">
        {title}
      </p>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Blog mega menu: the three sections, the reading categories of `listCategories` (the
 * catalogue has its own entry), and the catalogue and tag pages.
 */
export function BlogMegaMenu({ categories }: { categories: readonly Category[] }) {
  const categoryLinks = categories
    .filter((c) => c.category_permalink !== CATALOGUE_CATEGORY)
    .map((c) => ({ label: c.category_title, to: `/blog/category/${c.category_permalink}` }));
  return (
    <div className="navbar:grid-cols-[1fr_2fr_1fr] grid gap-4">
      <Column title="Rubrik" links={blogSectionLinks} />
      {categoryLinks.length > 0 ? (
        <Column title="Kategori" links={categoryLinks} listClassName="grid sm:grid-cols-2" />
      ) : null}
      <Column title="Jelajahi" links={blogExploreLinks} />
    </div>
  );
}
