import { Form, Link } from 'react-router';
import { EVENT_TABS, type EventWhen } from '../../lib/event-labels';
import { SearchIcon } from '../icons';

/** The link of a filter tab: keeps the search text, starts again at page 1. */
function tabHref(param: string, query: string): string {
  const params = new URLSearchParams();
  if (param !== 'semua') params.set('waktu', param);
  if (query) params.set('q', query);
  const search = params.toString();
  return search ? `/event?${search}` : '/event';
}

/** The brand band of `/event`: title, search (`?q=`) and the time filter tabs (`?waktu=`). */
export function EventListHero({ when, query }: { when: EventWhen; query: string }) {
  const tab = EVENT_TABS.find((t) => t.when === when);
  return (
    <section className="focus-inverse from-brand-800 to-brand-950 bg-linear-to-br text-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 md:pt-14">
        <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">Agenda SBC</p>
        <h1 className="mt-2 text-3xl font-bold md:text-4xl">Event Komunitas</h1>
        <p className="text-brand-100 mt-3 max-w-2xl text-base md:text-lg">
          Kajian, seminar kesehatan, pelatihan, dan silaturahmi bersama anggota SBC di seluruh
          Indonesia. Daftar sekarang, daring maupun tatap muka.
        </p>
        <Form
          method="get"
          action="/event"
          role="search"
          aria-label="Cari event"
          className="mt-6 flex w-full max-w-xl gap-2"
        >
          {when !== 'all' && tab ? <input type="hidden" name="waktu" value={tab.param} /> : null}
          <label htmlFor="event-search" className="sr-only">
            Cari event
          </label>
          <div className="relative flex-1">
            <SearchIcon className="text-ink-subtle pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2" />
            <input
              key={query}
              id="event-search"
              type="search"
              name="q"
              maxLength={100}
              defaultValue={query}
              placeholder="Cari judul, tempat, atau kota"
              autoComplete="off"
              enterKeyHint="search"
              className="bg-surface text-ink placeholder:text-ink-subtle ring-field focus:ring-brand-300 h-12 w-full rounded-full pr-4 pl-12 ring-1 outline-none focus:ring-2"
            />
          </div>
          <button
            type="submit"
            className="bg-brand-500 hover:bg-brand-600 h-12 shrink-0 rounded-full px-6 font-semibold text-white shadow-sm"
          >
            Cari
          </button>
        </Form>
        <nav aria-label="Saring event" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {EVENT_TABS.map((t) => {
              const isCurrent = t.when === when;
              return (
                <li key={t.param}>
                  <Link
                    to={tabHref(t.param, query)}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition sm:px-5 ${
                      isCurrent
                        ? 'text-brand-900 bg-white shadow'
                        : 'bg-white/10 text-white hover:bg-white/20'
                    }`}
                  >
                    {t.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </section>
  );
}
