import { Link } from 'react-router';
import type { PostDetailData } from '../../lib/blog-types';
import { TagIcon } from './blog-icons';

/** The post's tags as links to their pages; nothing when it has none. */
export function PostTags({ tags }: { tags: PostDetailData['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="tag-judul" className="mt-10">
      <h2 id="tag-judul" className="text-ink flex items-center gap-2 text-sm font-semibold">
        <TagIcon className="text-brand-600 size-4" /> Tag
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link
              to={`/tag/${tag.permalink}`}
              className="bg-surface-muted text-brand-800 ring-line hover:bg-brand-50 hover:ring-brand-300 inline-block rounded-full px-3 py-1.5 text-sm ring-1"
            >
              #{tag.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
