import { redirect } from 'react-router';
import { EventView } from '../../components/events/event-view';
import { env } from '../../env.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadEventDetail } from '../../lib/event-load.server';
import { eventPageMeta } from '../../lib/event-meta';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import { toEventDetailView } from '../../lib/event-view.server';
import type { Route } from './+types/detail';

export const headers = publicPageHeaders;

/**
 * `/event/:slug`: one event. The same for every visitor (cacheable): the reader's own
 * registration is asked by the page after it is shown (see EventRegistration).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = permalinkOf(params.slug, request);
  // An event whose permalink changed: its old address goes on to the current one (301).
  const event = await loadOrMoved({ kind: 'event', permalink: slug, request }, () =>
    loadEventDetail(slug, request.signal),
  );
  // The API also answers by numeric id: one URL per event.
  if (event.event_slug !== slug) throw redirect(`/event/${event.event_slug}`, 301);
  const nowMs = Date.now();
  const view = toEventDetailView(event, Math.floor(nowMs / 1000));
  const siteUrl = env.WEB_URL;
  const canonicalUrl = `${siteUrl}/event/${event.event_slug}`;
  return {
    event: view,
    nowMs,
    webviewUrl: env.WEBVIEW_URL,
    meta: eventPageMeta({
      siteUrl,
      url: canonicalUrl,
      event,
      startIso: view.isoStart,
      endIso: view.isoEnd,
      isPast: view.phase === 'past',
    }),
  };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return (
    <EventView
      key={loaderData.event.id}
      event={loaderData.event}
      nowMs={loaderData.nowMs}
      webviewUrl={loaderData.webviewUrl}
    />
  );
}
