import { data } from 'react-router';
import { CertificateCard } from '../../components/ecert/certificate-card';
import { CertificateHero } from '../../components/ecert/certificate-hero';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { ecertHeaders } from '../../lib/event-http';
import { isCertificateCode, loadOr404 } from '../../lib/event-load.server';
import { toCertificateView } from '../../lib/event-view.server';
import { pageMeta } from '../../lib/seo-meta';
import type { Route } from './+types/certificate';

export const headers = ecertHeaders;

/** `/ecert/v1/:slug`: the certificate of that (unguessable) code, with its status; 404 when unknown. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const code = params.slug;
  if (!isCertificateCode(code)) throw data(null, { status: 404 });
  const cert = await loadOr404('GET certificate/v1', () =>
    publicApi.getCertificate({ query: { code } }, { signal: request.signal }),
  );
  const view = toCertificateView(cert);
  return {
    certificate: view,
    meta: pageMeta({
      title: `Sertifikat ${view.number} | SBC`,
      description: `Sertifikat elektronik ${view.holderName} untuk ${view.eventTitle}, diterbitkan ${view.issuer}.`,
      url: `${env.WEB_URL}/ecert/v1/${view.code}`,
      noindex: true,
    }),
  };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CertificateHero
        title="Verifikasi E-Sertifikat"
        intro="Keaslian sertifikat ini dicek langsung pada data Komunitas SBC."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
        <CertificateCard certificate={loaderData.certificate} />
      </div>
    </>
  );
}
