import { ContactDetails } from '../../components/engagement/contact-details';
import { ContactForm } from '../../components/engagement/contact-form';
import { NewsletterForm } from '../../components/engagement/newsletter-form';
import { NewsletterStatusNote } from '../../components/engagement/newsletter-status';
import { PageHero } from '../../components/engagement/page-hero';
import { env } from '../../env.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { engagementMeta } from '../../lib/engagement-meta';
import { loadSiteInfo } from '../../lib/site-info.server';
import type { Route } from './+types/hubungi-kami';

const TRAIL = [{ name: 'Hubungi Kami', path: '/hubungi-kami' }];

export const headers = publicPageHeaders;

/** `/hubungi-kami`: the office's contact details, the contact form and the newsletter. */
export async function loader({ request }: Route.LoaderArgs) {
  const info = await loadSiteInfo(request.signal);
  const meta = engagementMeta({
    siteUrl: env.WEB_URL,
    trail: TRAIL,
    title: 'Hubungi Kami',
    description: `Hubungi sekretariat Komunitas SBC di ${info.alamat}, lewat email ${info.email}, telepon ${info.phone}, atau kirim pesan melalui formulir.`,
  });
  return { info, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function HubungiKami({ loaderData }: Route.ComponentProps) {
  const { info } = loaderData;
  return (
    <>
      <PageHero
        trail={TRAIL}
        title="Hubungi Kami"
        lead={
          <p>
            Ada pertanyaan tentang kajian, kegiatan, atau keanggotaan? Kirim pesan kepada
            sekretariat SBC; kami membalas pada hari kerja.
          </p>
        }
      />
      <div className="bg-surface-muted">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <div className="space-y-8">
            <section aria-labelledby="kontak-kantor" className="bg-surface ring-line rounded-2xl p-6 shadow-sm ring-1 md:p-8">
              <h2 id="kontak-kantor" className="text-brand-900 text-xl font-bold">
                Kantor Sekretariat
              </h2>
              <div className="mt-6">
                <ContactDetails info={info} />
              </div>
            </section>
            <section aria-labelledby="newsletter-kontak" className="bg-brand-50 ring-brand-100 rounded-2xl p-6 ring-1 md:p-8">
              <h2 id="newsletter-kontak" className="text-brand-900 text-xl font-bold">
                Newsletter SBC
              </h2>
              <p className="text-ink-muted mt-1 mb-4 text-sm">
                Kabar kajian, kegiatan, dan artikel pilihan, langsung di email Anda.
              </p>
              <NewsletterStatusNote />
              <NewsletterForm />
            </section>
          </div>
          <section aria-labelledby="kirim-pesan" className="bg-surface ring-line rounded-2xl p-6 shadow-sm ring-1 md:p-8">
            <h2 id="kirim-pesan" className="text-brand-900 text-xl font-bold">
              Kirim Pesan
            </h2>
            <p className="text-ink-muted mt-1 mb-6 text-sm">
              Semua kolom wajib diisi, kecuali nomor telepon.
            </p>
            <ContactForm />
          </section>
        </div>
      </div>
    </>
  );
}
