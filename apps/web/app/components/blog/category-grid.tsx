import { formatNumberId } from '@sbc/format/rupiah';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** A category as the index shows it. */
export interface CategorySummary {
  permalink: string;
  title: string;
  description: string;
  total: number;
}

/** Category cards: name, description and how many posts each holds. */
export function CategoryGrid({ categories }: { categories: CategorySummary[] }) {
  if (categories.length === 0) {
    return <EmptyState title="Belum ada kategori">Kategori artikel akan tampil di sini.</EmptyState>;
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.permalink}>
          <article className="group bg-surface ring-line hover:ring-brand-300 relative flex h-full flex-col rounded-2xl p-6 shadow-sm ring-1 transition hover:shadow-md">
            <h2 className="text-brand-900 text-lg font-bold">
              <Link
                to={`/blog/category/${category.permalink}`}
                className="group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']"
              >
                {category.title}
              </Link>
            </h2>
            <div className="mt-2 flex-1">
              <p className="text-ink-muted line-clamp-3 text-sm">{category.description}</p>
            </div>
            <p className="text-brand-700 mt-4 flex items-center justify-between text-sm font-semibold">
              <span>{formatNumberId(category.total)} artikel</span>
              <span aria-hidden="true" className="transition group-hover:translate-x-1">
                →
              </span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
