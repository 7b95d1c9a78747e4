import { useLoaderData } from 'react-router';
import { WebviewFrame } from '../../components/webview-frame';
import { paths } from '../../config/paths';
import { EventFactsList } from './event-facts-list';
import { type eventLoader } from './event-loader';
import { RegistrationPanel } from './registration-panel';

/** `/mobile/events/:slug`: the event's facts, the member's registration, and its description. */
export function EventPage() {
  const { event, registration, isClosed, price } = useLoaderData<typeof eventLoader>();
  return (
    <WebviewFrame backHref={paths.mobileEvents.href()} backLabel="Kembali ke daftar event">
      <title>{`${event.event_title} | SBC`}</title>
      <article>
        {event.event_image ? (
          <img
            src={event.event_image}
            alt=""
            className="bg-brand-100 aspect-video w-full rounded-2xl object-cover shadow-sm"
            width={640}
            height={360}
          />
        ) : null}
        {event.chapter_name ? (
          <p className="text-brand-700 mt-4 text-xs font-semibold tracking-wide uppercase">
            {event.chapter_name}
          </p>
        ) : null}
        <h1 className="text-brand-900 mt-1 text-xl leading-snug font-bold">{event.event_title}</h1>
        <p className="text-ink-muted mt-2 text-sm">{event.event_summary}</p>

        <section
          aria-label="Keterangan event"
          className="bg-surface ring-line mt-4 rounded-2xl px-4 py-1 shadow-sm ring-1"
        >
          <EventFactsList event={event} />
        </section>

        <section
          aria-labelledby="daftar-judul"
          className="bg-surface ring-line mt-4 rounded-2xl p-4 shadow-sm ring-1"
        >
          <h2 id="daftar-judul" className="text-brand-900 mb-3 text-base font-bold">
            Pendaftaran
          </h2>
          <RegistrationPanel
            event={event}
            registration={registration}
            isClosed={isClosed}
            price={price}
          />
        </section>

        <section aria-labelledby="deskripsi-judul" className="mt-6">
          <h2 id="deskripsi-judul" className="text-brand-900 text-lg font-bold">
            Tentang Event
          </h2>
          <div
            className="prose-sbc mt-2 text-base [&_h1]:text-xl! [&_h2]:text-lg! [&_h3]:text-base!"
            // Sanitised by the API when the event was saved (ARCHITECTURE section 4).
            dangerouslySetInnerHTML={{ __html: event.description }}
          />
        </section>
      </article>
    </WebviewFrame>
  );
}
