import { whileSending } from '@sbc/ui/while-sending';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/spinner';
import { cardClass, inputClass, primaryButtonClass } from '../../components/styles';
import { readCheckInInput } from './check-in-input';
import type { CheckIn } from './use-check-in';

/** Props of {@link CheckInBox}. */
export interface CheckInBoxProps {
  /** The list's current search (`?q=`). */
  query: string | undefined;
  /** Filters the list; an empty text clears the filter. */
  onSearch: (q: string) => void;
  checkIn: CheckIn;
  isBusy: boolean;
  /** Beside the field: the camera scan button. */
  scanButton: ReactNode;
}

const SEARCH_DELAY_MS = 400;

/**
 * One field for the door: a registration code (or the SBCREG:… text a QR reader types)
 * is checked in on Enter; a name or email filters the list while typing so the admin can
 * pick the right row.
 */
export function CheckInBox({ query, onSearch, checkIn, isBusy, scanButton }: CheckInBoxProps) {
  const [text, setText] = useState(query ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  function handleChange(value: string) {
    setText(value);
    clearTimeout(timer.current);
    const read = readCheckInInput(value);
    // A QR text is never a search; everything else narrows the list as the admin types.
    if (read.kind === 'code' && read.certain) return;
    timer.current = setTimeout(
      () => onSearch(read.kind === 'search' ? read.q : value.trim()),
      SEARCH_DELAY_MS,
    );
  }

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clearTimeout(timer.current);
    const read = readCheckInInput(text);
    if (read.kind === 'empty') return onSearch('');
    if (read.kind === 'search') return onSearch(read.q);
    // A refusal is shown as a toast with the API's message; the text stays to be corrected.
    const result = await checkIn({ code: read.code });
    if (result.status === 'recorded' || result.status === 'already') {
      setText('');
      onSearch('');
    } else if (result.status === 'not-found' && !read.certain) {
      // Perhaps not a code after all (a one-word name with digits): show what the text finds.
      onSearch(read.code);
    }
    input.current?.focus();
  }

  return (
    <section aria-labelledby="check-in-heading" className={`${cardClass} mb-6 p-4 sm:p-5`}>
      <h2 id="check-in-heading" className="text-brand-900 font-bold">
        Check-in peserta
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <form onSubmit={(e) => void handleSubmit(e)} className="min-w-0 flex-1" role="search">
          <label htmlFor="check-in-text" className="sr-only">
            Cari peserta atau ketik kode registrasi
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id="check-in-text"
              type="search"
              inputMode="search"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              value={text}
              onChange={(e) => handleChange(e.target.value)}
              placeholder="Nama, email, atau kode registrasi"
              aria-describedby="check-in-hint"
              maxLength={120}
              className={inputClass}
            />
            <button type="submit" className={primaryButtonClass} {...whileSending(isBusy)}>
              {isBusy ? <Spinner /> : null}
              Proses
            </button>
          </div>
          <p id="check-in-hint" className="text-ink-subtle mt-1.5 text-xs">
            Kode registrasi (atau teks SBCREG:…) langsung dicatat hadir saat Enter; nama atau email
            menyaring daftar di bawah.
          </p>
        </form>
        <div className="flex items-center gap-3 sm:contents">
          <span
            aria-hidden="true"
            className="text-ink-subtle text-xs font-semibold uppercase sm:hidden"
          >
            atau
          </span>
          <div className="flex-1 sm:flex-none [&>button]:w-full">{scanButton}</div>
        </div>
      </div>
    </section>
  );
}
