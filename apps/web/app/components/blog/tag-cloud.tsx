import { Link } from 'react-router';
import { tagWeight } from '../../lib/blog-tag-weight';
import { EmptyState } from './empty-state';

/** A tag with its number of posts. */
export interface TagSummary {
  permalink: string;
  title: string;
  total: number;
}

const SIZE = ['text-sm', 'text-base', 'text-lg', 'text-xl font-semibold'] as const;

/** Tags as a cloud of pills, sized by how many posts they hold, each with its count. */
export function TagCloud({ tags }: { tags: TagSummary[] }) {
  if (tags.length === 0) {
    return <EmptyState title="Belum ada tag">Tag artikel akan tampil di sini.</EmptyState>;
  }
  const max = Math.max(...tags.map((t) => t.total));
  return (
    <ul className="flex flex-wrap items-center justify-center gap-3">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Link
            to={`/tag/${tag.permalink}`}
            className={`bg-surface text-brand-800 ring-line hover:bg-brand-50 hover:ring-brand-300 inline-flex items-center gap-2 rounded-full px-4 py-2 shadow-sm ring-1 transition ${SIZE[tagWeight(tag.total, max)]}`}
          >
            <span>#{tag.title}</span>
            <span className="bg-brand-100 text-brand-900 rounded-full px-2 py-0.5 text-xs font-semibold">
              <span className="sr-only">, </span>
              {tag.total}
              <span className="sr-only"> artikel</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
