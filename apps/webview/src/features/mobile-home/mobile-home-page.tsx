import { Link, useLoaderData } from 'react-router';
import { Alert } from '../../components/alert';
import { EventCard } from '../../components/event-card';
import { ChevronRightIcon } from '../../components/icons';
import { NewsCard } from '../../components/news-card';
import { linkClass, sectionTitleClass } from '../../components/styles';
import { WebviewFrame } from '../../components/webview-frame';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { API_UNAVAILABLE_MESSAGE } from '../../lib/messages';
import { ContactCard } from './contact-card';
import { type mobileHomeLoader } from './mobile-home-loader';

/** `/mobile`: the app's compact home, upcoming events and the latest news as cards. */
export function MobileHomePage() {
  const { events, news, info, firstName, memberPrice } = useLoaderData<typeof mobileHomeLoader>();
  return (
    <WebviewFrame>
      <title>Beranda | SBC</title>
      <div className="from-brand-800 to-brand-600 text-ink-inverse rounded-2xl bg-linear-to-br p-5 shadow-sm">
        <p className="text-brand-100 text-sm">
          {firstName ? `Halo, ${firstName}!` : 'Selamat datang'}
        </p>
        <h1 className="mt-1 text-xl font-bold">Komunitas SBC</h1>
        <p className="text-brand-100 mt-1 text-sm">
          Belajar, berbagi, dan bertumbuh bersama di seluruh Indonesia.
        </p>
        <Link
          to={paths.order.href()}
          className="text-brand-900 mt-4 inline-flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-semibold"
        >
          Perpanjang keanggotaan
        </Link>
      </div>

      <section aria-labelledby="event-judul" className="mt-7">
        <div className="flex items-center justify-between gap-2">
          <h2 id="event-judul" className={sectionTitleClass}>
            Event Mendatang
          </h2>
          <Link to={paths.mobileEvents.href()} className={`${linkClass} gap-0.5 text-sm`}>
            Semua event <ChevronRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-3 space-y-3">
          {events === null ? <Alert tone="error">{API_UNAVAILABLE_MESSAGE}</Alert> : null}
          {events?.length === 0 ? (
            <p className="text-ink-muted text-sm">Belum ada event yang dijadwalkan.</p>
          ) : null}
          {events?.map((event) => (
            <EventCard key={event.id} event={event} memberPrice={memberPrice} />
          ))}
        </div>
      </section>

      <section aria-labelledby="berita-judul" className="mt-7">
        <div className="flex items-center justify-between gap-2">
          <h2 id="berita-judul" className={sectionTitleClass}>
            Berita Terbaru
          </h2>
          <a href={`${env.WEB_URL}/blog`} className={`${linkClass} gap-0.5 text-sm`}>
            Semua berita <ChevronRightIcon className="size-4" />
          </a>
        </div>
        <div className="mt-3 space-y-3">
          {news === null ? <Alert tone="error">{API_UNAVAILABLE_MESSAGE}</Alert> : null}
          {news?.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </div>
      </section>

      {info ? <ContactCard info={info} /> : null}
    </WebviewFrame>
  );
}
