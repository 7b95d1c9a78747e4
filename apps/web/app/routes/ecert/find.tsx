import { formatShortDate } from '@sbc/format/date';
import { data, redirect } from 'react-router';
import { CertificateHero } from '../../components/ecert/certificate-hero';
import { CertificateSearch } from '../../components/ecert/certificate-search';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { ecertHeaders, NO_STORE_HEADERS } from '../../lib/event-http';
import { certificatesOpened, searchCertificate } from '../../lib/event-certificate.server';
import { loadOr404 } from '../../lib/event-load.server';
import { pageMeta } from '../../lib/seo-meta';
import type { Route } from './+types/find';

export const headers = ecertHeaders;

/** `/ecert/v1`: find a certificate by its number, or have its link emailed (by email and event). */
export async function loader({ request }: Route.LoaderArgs) {
  // Every event whose day (WIB) has come: check-in, and with it the certificate, opens at the start
  // of that day, before the event's own start time. Those come first (from the upcoming list, which
  // holds events until they end).
  const list = (when: 'upcoming' | 'past') =>
    loadOr404(`POST event (${when})`, () =>
      publicApi.listEvents({ body: { when, perPage: 100 } }, { signal: request.signal }),
    );
  const [upcoming, past] = await Promise.all([list('upcoming'), list('past')]);
  const running = upcoming.data.filter((e) => certificatesOpened(e.starts_at));
  return {
    events: [...running, ...past.data].map((e) => ({
      id: e.id,
      label: `${e.event_title} (${formatShortDate(e.starts_at)})`,
    })),
    meta: pageMeta({
      title: 'E-Sertifikat | SBC',
      description:
        'Cari dan unduh sertifikat elektronik peserta event Komunitas SBC dengan nomor sertifikat atau email.',
      url: `${env.WEB_URL}/ecert/v1`,
      noindex: true,
    }),
  };
}

/** A number found goes straight to its certificate; anything else answers the form. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const result = await searchCertificate(form);
  if ('code' in result)
    throw redirect(`/ecert/v1/${encodeURIComponent(result.code)}`, { headers: NO_STORE_HEADERS });
  return data(result, { status: result.ok ? 200 : 400, headers: NO_STORE_HEADERS });
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CertificateFind({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <CertificateHero
        title="Cari E-Sertifikat"
        intro="Sertifikat elektronik diterbitkan untuk peserta yang hadir di event SBC. Masukkan nomor yang tertera pada sertifikat, atau minta tautannya dikirim ke email pendaftaran Anda."
      />
      <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
        <CertificateSearch events={loaderData.events} result={actionData ?? null} />
      </div>
    </>
  );
}
