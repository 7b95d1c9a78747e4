import { Link } from 'react-router';
import { CATALOGUE_LETTERS } from '../../lib/blog-catalogue';
import { EmptyState } from './empty-state';

/** A catalogue entry: its own post page, title and summary. */
export interface CatalogueEntry {
  permalink: string;
  title: string;
  excerpt: string;
}

/** Props of {@link CatalogueView}. */
export interface CatalogueViewProps {
  letter: string;
  /** Letters that have entries; the others are shown muted. */
  filled: readonly string[];
  entries: CatalogueEntry[];
}

/**
 * The disease catalogue: an A–Z letter bar (the chosen letter marked, letters without entries
 * muted and said so) and that letter's entries.
 */
export function CatalogueView({ letter, filled, entries }: CatalogueViewProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <nav aria-label="Huruf awal katalog" className="bg-surface-muted ring-line rounded-2xl p-3 ring-1">
        <ul className="grid grid-cols-7 gap-1.5 sm:grid-cols-13">
          {CATALOGUE_LETTERS.map((l) => (
            <li key={l}>
              <Link
                to={`?huruf=${l}`}
                aria-label={filled.includes(l) ? `Huruf ${l}` : `Huruf ${l} (belum ada entri)`}
                aria-current={l === letter ? 'page' : undefined}
                preventScrollReset
                className={`flex h-10 items-center justify-center rounded-lg text-base font-bold transition ${
                  l === letter
                    ? 'bg-brand text-white shadow'
                    : filled.includes(l)
                      ? 'text-brand-800 hover:bg-brand-100 bg-white'
                      : 'text-ink-muted hover:bg-surface bg-transparent font-medium'
                }`}
              >
                {l}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="text-brand-900 mt-10 text-2xl font-bold">
        Huruf {letter}
        <span className="text-ink-subtle ml-3 text-base font-medium">{entries.length} entri</span>
      </h2>
      {entries.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={`Belum ada entri untuk huruf ${letter}`}>
            <p>Pilih huruf lain pada daftar di atas untuk melihat entri katalog penyakit.</p>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.permalink}>
              <article className="group bg-surface ring-line hover:ring-brand-300 relative h-full rounded-2xl p-5 shadow-sm ring-1 transition hover:shadow-md">
                <h3 className="text-ink text-lg font-bold">
                  <Link
                    to={`/blog/${entry.permalink}`}
                    className="group-hover:text-brand-800 after:absolute after:inset-0 after:content-['']"
                  >
                    {entry.title}
                  </Link>
                </h3>
                <p className="text-ink-muted mt-2 line-clamp-3 text-sm">{entry.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
