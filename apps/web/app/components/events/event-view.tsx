import { Link } from 'react-router';
import { deferred } from '../../lib/deferred';
import type { EventDetailView } from '../../lib/event-types';
import { EventCover } from './event-cover';
import { EventFacts } from './event-facts';
import { EventPhaseBadge } from './event-phase-badge';
import { EventRegistration } from './event-registration';

// Read without script; its code (and the visitor-id cookie reader) loads once the page has
// settled, out of the first-load JS.
const EventShare = deferred(() => import('./event-share').then((m) => m.EventShare));

/** Props of {@link EventView}. */
export interface EventViewProps {
  event: EventDetailView;
  /** The server's clock when the page was made (epoch ms), for the countdown's first frame. */
  nowMs: number;
  webviewUrl: string;
}

/**
 * The event page: title band, cover, programme (HTML from the API, sanitised there), and a side
 * column with the countdown and facts, the registration block and sharing. On small screens the
 * side column comes right after the cover.
 */
export function EventView({ event, nowMs, webviewUrl }: EventViewProps) {
  return (
    <article>
      <header className="focus-inverse from-brand-800 to-brand-950 bg-linear-to-br text-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 md:pt-12">
          <nav aria-label="Jejak navigasi" className="text-brand-100 text-sm">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/" className="hover:text-white hover:underline">
                  Beranda
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to="/event" className="hover:text-white hover:underline">
                  Event
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="line-clamp-1 max-w-[60vw] text-white/80">
                {event.title}
              </li>
            </ol>
          </nav>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <EventPhaseBadge phase={event.phase} />
            {event.chapterName ? (
              <span className="text-brand-100 text-xs font-semibold tracking-wide uppercase">
                {event.chapterName}
              </span>
            ) : null}
          </div>
          <h1 className="mt-3 max-w-4xl text-3xl leading-tight font-bold text-balance md:text-4xl">
            {event.title}
          </h1>
          <p className="text-brand-100 mt-3 max-w-3xl md:text-lg">{event.summary}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <EventCover
          src={event.image}
          alt={event.title}
          priority
          className="ring-line rounded-2xl shadow-sm ring-1 lg:col-start-1 lg:row-start-1"
        />
        <aside
          aria-label="Ringkasan dan pendaftaran"
          className="space-y-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <EventFacts event={event} nowMs={nowMs} />
          <EventRegistration event={event} webviewUrl={webviewUrl} />
          <EventShare slug={event.slug} title={event.title} />
        </aside>
        <section aria-labelledby="tentang-event" className="lg:col-start-1 lg:row-start-2">
          <h2 id="tentang-event" className="text-brand-900 text-2xl font-bold">
            Tentang event ini
          </h2>
          <div
            className="prose-sbc mt-4 max-w-none"
            dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
          />
          {event.speakers.length ? (
            <>
              <h2 id="pembicara-event" className="text-brand-900 mt-10 text-2xl font-bold">
                Pembicara
              </h2>
              <ul aria-labelledby="pembicara-event" className="mt-4 grid gap-3 sm:grid-cols-2">
                {event.speakers.map((speaker) => (
                  <li
                    key={`${speaker.name}-${speaker.title}`}
                    className="bg-surface ring-line rounded-2xl p-4 shadow-sm ring-1"
                  >
                    <p className="text-ink font-semibold">{speaker.name}</p>
                    {speaker.title ? (
                      <p className="text-ink-muted text-sm">{speaker.title}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </article>
  );
}
