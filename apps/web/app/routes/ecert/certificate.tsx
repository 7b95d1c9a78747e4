import { data, Link } from 'react-router';
import { CertificateCard } from '../../components/ecert/certificate-card';
import { CertificateHero } from '../../components/ecert/certificate-hero';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { ecertHeaders } from '../../lib/event-http';
import { isCertificateCode, isMissing, loadOr404 } from '../../lib/event-load.server';
import { toCertificateView } from '../../lib/event-view.server';
import { pageMeta } from '../../lib/seo-meta';
import type { Route } from './+types/certificate';

export const headers = ecertHeaders;

/**
 * `/ecert/v1/:slug`: the certificate of that (unguessable) code, with its status. A code that names no
 * certificate is a verification answer of its own, in Indonesian, with HTTP 404: someone checking a
 * certificate must read that it is not on record, not that a page is missing.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const code = params.slug;
  const notFound = () =>
    data(
      {
        certificate: null,
        meta: pageMeta({
          title: 'Sertifikat tidak ditemukan | SBC',
          description: 'Kode sertifikat ini tidak tercatat pada data Komunitas SBC.',
          url: `${env.WEB_URL}/ecert/v1`,
          noindex: true,
        }),
      },
      { status: 404 },
    );
  if (!isCertificateCode(code)) return notFound();
  const cert = await loadOr404('GET certificate/v1', () =>
    publicApi
      .getCertificate({ query: { code } }, { signal: request.signal })
      .catch((cause: unknown) => (isMissing(cause) ? null : Promise.reject(cause))),
  );
  if (!cert) return notFound();
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
  const { certificate } = loaderData;
  return (
    <>
      <CertificateHero
        title="Verifikasi E-Sertifikat"
        intro="Keaslian sertifikat ini dicek langsung pada data Komunitas SBC."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
        {certificate ? (
          <CertificateCard certificate={certificate} />
        ) : (
          <section className="bg-danger-soft ring-danger/20 rounded-2xl p-6 ring-1 md:p-8">
            <h2 className="text-danger text-xl font-bold">Sertifikat tidak ditemukan</h2>
            <p className="text-ink mt-3">
              Kode pada alamat ini tidak tercatat sebagai sertifikat Komunitas SBC. Periksa kembali
              tautan atau kode QR yang Anda pindai; sertifikat yang sah selalu dapat dibuka dari
              halaman ini.
            </p>
            <Link
              to="/ecert/v1"
              className="bg-brand text-ink-inverse hover:bg-brand-700 mt-5 inline-flex items-center rounded-full px-5 py-2.5 font-semibold"
            >
              Cari sertifikat dengan nomor atau email
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
