import { Link, useLoaderData } from 'react-router';
import { EventCard } from '../../components/event-card';
import { secondaryButtonClass } from '../../components/styles';
import { WebviewFrame } from '../../components/webview-frame';
import { paths } from '../../config/paths';
import { type eventsLoader } from './events-loader';

const TABS = [
  { when: 'upcoming', label: 'Akan Datang' },
  { when: 'past', label: 'Sudah Lewat' },
] as const;

/** `/mobile/events`: upcoming or past events as cards, a page at a time. */
export function EventsPage() {
  const { when, page, pageCount, events, memberPrice } = useLoaderData<typeof eventsLoader>();
  return (
    <WebviewFrame backHref={paths.mobile.href()} backLabel="Kembali ke beranda">
      <title>Event | SBC</title>
      <h1 className="text-brand-900 text-xl font-bold">Event SBC</h1>
      <nav
        aria-label="Pilihan event"
        className="bg-brand-50 mt-4 grid grid-cols-2 gap-1 rounded-full p-1"
      >
        {TABS.map((tab) => (
          <Link
            key={tab.when}
            to={paths.mobileEvents.href({ when: tab.when === 'past' ? 'past' : undefined })}
            aria-current={tab.when === when ? 'page' : undefined}
            className="text-brand-800 aria-[current=page]:bg-brand aria-[current=page]:text-ink-inverse flex min-h-11 items-center justify-center rounded-full text-sm font-semibold"
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      <div className="mt-4 space-y-3">
        {events.length === 0 ? (
          <p className="text-ink-muted bg-surface ring-line rounded-2xl p-5 text-center text-sm ring-1">
            {when === 'upcoming'
              ? 'Belum ada event yang dijadwalkan.'
              : 'Belum ada event yang lewat.'}
          </p>
        ) : null}
        {events.map((event) => (
          <EventCard key={event.id} event={event} memberPrice={memberPrice} />
        ))}
      </div>

      {pageCount > 1 ? (
        <nav aria-label="Halaman" className="mt-5 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link
              to={paths.mobileEvents.href({
                when: when === 'past' ? 'past' : undefined,
                page: page - 1,
              })}
              className={secondaryButtonClass}
            >
              Sebelumnya
            </Link>
          ) : (
            <span />
          )}
          <span className="text-ink-muted text-sm">
            {page} / {pageCount}
          </span>
          {page < pageCount ? (
            <Link
              to={paths.mobileEvents.href({
                when: when === 'past' ? 'past' : undefined,
                page: page + 1,
              })}
              className={secondaryButtonClass}
            >
              Berikutnya
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </WebviewFrame>
  );
}
