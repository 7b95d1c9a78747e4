import { whileSending } from '@sbc/ui/while-sending';
import { Form, useNavigation } from 'react-router';
import { SearchIcon } from './icons';
import { inputClass, primaryButtonClass } from './styles';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The current search text (from the URL), shown in the field. */
  defaultValue?: string;
  label: string;
  placeholder: string;
  /** Other query values to keep (filters); the page always goes back to 1. */
  keep?: Record<string, string | undefined>;
}

/**
 * A GET search form: the text lands in `?q=`, so a search is a link that can be shared and
 * the back button returns to the previous list.
 */
export function SearchForm({ defaultValue, label, placeholder, keep = {} }: SearchFormProps) {
  const navigation = useNavigation();
  const isSearching = navigation.state === 'loading' && navigation.location.search.includes('q=');
  return (
    <Form method="get" role="search" className="flex w-full gap-2 sm:max-w-md">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="relative min-w-0 flex-1">
        <label htmlFor="search-q" className="sr-only">
          {label}
        </label>
        <SearchIcon className="text-ink-subtle pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2" />
        <input
          // Remounts with a new URL value (back button) instead of keeping stale text.
          key={defaultValue ?? ''}
          id="search-q"
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={100}
          className={`${inputClass} pl-10`}
        />
      </div>
      <button type="submit" className={primaryButtonClass} {...whileSending(isSearching)}>
        Cari
      </button>
    </Form>
  );
}
