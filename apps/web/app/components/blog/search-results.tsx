import { Link } from 'react-router';
import { formatNumberId } from '@sbc/format/rupiah';
import type { SearchHit } from '../../lib/blog-types';
import { CalendarIcon } from './blog-icons';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  query: string;
  hits: SearchHit[];
  total: number;
  page: number;
  totalPages: number;
}

/** Search results: the query and count, then each hit with its highlighted snippet. */
export function SearchResults({ query, hits, total, page, totalPages }: SearchResultsProps) {
  return (
    <section aria-labelledby="hasil-judul">
      <h2 id="hasil-judul" className="text-brand-900 text-2xl font-bold">
        Hasil pencarian untuk “{query}”
      </h2>
      <p className="text-ink-muted mt-1" role="status">
        {total > 0 ? `${formatNumberId(total)} artikel ditemukan` : 'Tidak ada artikel yang cocok'}
      </p>
      {hits.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            title="Belum ada yang cocok"
            action={
              <Link to="/blog" className="text-brand-700 font-semibold hover:underline">
                Lihat semua artikel <span aria-hidden="true">→</span>
              </Link>
            }
          >
            <p>
              Kami tidak menemukan artikel untuk “{query}”. Coba kata lain yang lebih umum, periksa
              ejaannya, atau jelajahi kategori blog.
            </p>
          </EmptyState>
        </div>
      ) : (
        <ol className="mt-8 space-y-4">
          {hits.map((hit) => (
            <li key={hit.id}>
              <SearchHitItem hit={hit} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}

function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <article className="bg-surface ring-line hover:ring-brand-300 relative rounded-2xl p-5 shadow-sm ring-1 transition">
      <div className="text-ink-subtle flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <Link
          to={`/blog/category/${hit.categoryPermalink}`}
          className="text-brand-700 relative z-10 font-semibold tracking-wide uppercase hover:underline"
        >
          {hit.categoryTitle}
        </Link>
        <span className="flex items-center gap-1">
          <CalendarIcon className="size-3.5" />
          <time dateTime={hit.isoDate}>{hit.date}</time>
        </span>
      </div>
      <h3 className="text-ink mt-2 text-lg font-bold">
        <Link
          to={`/blog/${hit.permalink}`}
          className="hover:text-brand-800 rounded after:absolute after:inset-0 after:content-['']"
        >
          {hit.title}
        </Link>
      </h3>
      {/* Built by the API from sanitised text: everything escaped except the <mark> around matches. */}
      <p
        className="text-ink-muted [&_mark]:bg-brand-100 [&_mark]:text-brand-950 mt-2 text-sm [&_mark]:rounded [&_mark]:px-0.5 [&_mark]:font-semibold"
        dangerouslySetInnerHTML={{ __html: hit.snippet }}
      />
    </article>
  );
}
