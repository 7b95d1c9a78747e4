import { cx } from '@sbc/ui/class-names';
import { useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { requiredText, SEARCH_TEXT_REQUIRED } from '../../lib/field-validity';
import { CloseIcon, SearchIcon } from '../icons';
import { type HeaderTone } from './tone';

const PANEL_ID = 'pencarian-situs';

/**
 * The header's expandable search (SPEC section 2): an icon button that opens a field which sends
 * a GET to /blog?s=…. The browser stops an empty search (or one of spaces only) and says so in
 * Indonesian. It closes on Escape and on every route change.
 */
export function SearchBox({ tone }: { tone: HeaderTone }) {
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpenAt(null);
    toggleRef.current?.focus();
  };

  return (
    // Wide screens: the field opens to the left of the button, over the menu. Narrow screens: a
    // full-width bar under the navbar (positioned on the navbar's container).
    <div className="navbar:relative flex items-center">
      {open ? (
        <Form
          id={PANEL_ID}
          method="get"
          action="/blog"
          role="search"
          aria-label="Cari di blog"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className="animate-fade-in bg-surface ring-field focus-within:ring-brand-500 max-navbar:inset-x-4 max-navbar:top-full max-navbar:mt-2 navbar:top-1/2 navbar:right-full navbar:mr-2 navbar:w-72 navbar:-translate-y-1/2 absolute z-50 flex items-center rounded-full shadow-lg ring-1 focus-within:ring-2"
        >
          <input
            id="kata-kunci"
            aria-label="Kata kunci"
            // Focus follows the user's own click on the search button.
            autoFocus
            type="search"
            name="s"
            {...requiredText(SEARCH_TEXT_REQUIRED)}
            maxLength={200}
            placeholder="Pencarian"
            enterKeyHint="search"
            className="text-ink placeholder:text-ink-subtle h-10 min-w-0 flex-1 rounded-l-full bg-transparent pr-1 pl-4 text-sm outline-none focus-visible:outline-none"
          />
          <button
            type="submit"
            aria-label="Cari"
            className="text-brand hover:bg-brand-50 mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full"
          >
            <SearchIcon className="h-4 w-4" />
          </button>
        </Form>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label={open ? 'Tutup pencarian' : 'Buka pencarian'}
        onClick={() => (open ? close() : setOpenAt(locationKey))}
        className={cx(
          'navbar:w-9 inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors lg:w-10',
          tone === 'dark' ? 'hover:bg-white/10' : 'hover:bg-brand-50 text-brand',
        )}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
    </div>
  );
}
