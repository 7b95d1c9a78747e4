import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { WebviewFrame } from '../../components/webview-frame';
import { publicApi } from '../../lib/api';

const API_UNAVAILABLE_MESSAGE =
  'Layanan SBC sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.';

/** Site info for the contact card; without it the page shows the error page (503). */
export async function mobileHomeLoader({ request }: LoaderFunctionArgs) {
  try {
    return { info: await publicApi.getInfo({ signal: request.signal }) };
  } catch {
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}

/** `/mobile`: the community's name and how to reach its office. */
export function MobileHomePage() {
  const { info } = useLoaderData<typeof mobileHomeLoader>();
  return (
    <WebviewFrame>
      <title>SBC</title>
      <h1 className="text-brand-900 text-xl font-bold">Komunitas SBC</h1>
      <p className="text-ink-muted mt-1 text-sm">
        Belajar, berbagi, dan bertumbuh bersama di seluruh Indonesia.
      </p>

      <section
        aria-labelledby="kontak-judul"
        className="bg-surface ring-line mt-5 rounded-xl p-4 shadow-sm ring-1"
      >
        <h2 id="kontak-judul" className="text-brand-900 text-base font-semibold">
          Kontak Kantor
        </h2>
        <dl className="mt-3 space-y-3 text-sm">
          <div>
            <dt className="text-ink-subtle font-medium">Alamat</dt>
            <dd className="text-ink">{info.alamat}</dd>
          </div>
          <div>
            <dt className="text-ink-subtle font-medium">Email</dt>
            <dd>
              <a
                href={`mailto:${info.email}`}
                className="text-brand-700 underline underline-offset-2"
              >
                {info.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-ink-subtle font-medium">Telepon</dt>
            <dd>
              <a
                href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 underline underline-offset-2"
              >
                {info.phone}
              </a>
            </dd>
          </div>
        </dl>
      </section>
    </WebviewFrame>
  );
}
