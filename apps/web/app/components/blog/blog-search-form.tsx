import { Form } from 'react-router';
import { requiredText, SEARCH_TEXT_REQUIRED } from '../../lib/field-validity';
import { SearchIcon } from './blog-icons';

/**
 * The blog search (SPEC section 2): a GET to /blog with the required text `s`.
 * `key` on the input makes it follow the URL when the visitor searches again.
 */
export function BlogSearchForm({ query = '', className = '' }: { query?: string; className?: string }) {
  return (
    <Form method="get" action="/blog" role="search" aria-label="Pencarian artikel" className={`flex w-full max-w-xl gap-2 ${className}`}>
      <label htmlFor="blog-search" className="sr-only">
        Cari artikel
      </label>
      <div className="relative flex-1">
        <SearchIcon className="text-ink-subtle pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2" />
        <input
          key={query}
          id="blog-search"
          type="search"
          name="s"
          {...requiredText(SEARCH_TEXT_REQUIRED)}
          maxLength={200}
          defaultValue={query}
          placeholder="Pencarian"
          autoComplete="off"
          enterKeyHint="search"
          className="bg-surface text-ink placeholder:text-ink-subtle ring-field focus:ring-brand-500 h-12 w-full rounded-full pr-4 pl-12 ring-1 outline-none focus:ring-2"
        />
      </div>
      <button
        type="submit"
        className="bg-brand-600 hover:bg-brand-700 h-12 shrink-0 rounded-full px-6 font-semibold text-white shadow-sm"
      >
        Cari
      </button>
    </Form>
  );
}
