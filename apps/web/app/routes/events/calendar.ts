import { eventIcs } from '@sbc/format/ics';
import { env } from '../../env.server';
import { PUBLIC_FILE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from '../../lib/blog-http';
import { findEventDetail } from '../../lib/event-load.server';
import { askWhereMoved } from '../../lib/permalink-moved.server';
import { unavailableResponse } from '../../lib/seo-response.server';
import type { Route } from './+types/calendar';

const notFound = () =>
  new Response('Event tidak ditemukan.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * `/event/:slug/kalender.ics`: the event as an iCalendar file ("Tambah ke kalender"), downloaded
 * as an attachment. Online events are located "Daring"; the meeting link goes by email only.
 */
export async function loader({ params }: Route.LoaderArgs) {
  let event;
  try {
    event = await findEventDetail(params.slug);
  } catch (cause) {
    return unavailableResponse('GET event/detail (ics)', cause);
  }
  if (!event) {
    // A calendar link of an event whose permalink changed goes on to its current file.
    const moved = await askWhereMoved('event', params.slug);
    if (!moved || moved === params.slug) return notFound();
    return new Response(null, {
      status: 301,
      headers: {
        Location: `/event/${encodeURIComponent(moved)}/kalender.ics`,
        'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
      },
    });
  }
  const url = `${env.WEB_URL}/event/${event.event_slug}`;
  const location = event.online
    ? 'Daring'
    : [event.place, event.address, event.city].filter(Boolean).join(', ');
  const body = eventIcs({
    uid: `event-${event.id}@${new URL(env.WEB_URL).hostname}`,
    title: event.event_title,
    description: `${event.event_summary}\n\n${url}`,
    location,
    url,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.event_slug}.ics"`,
      'Cache-Control': PUBLIC_FILE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
