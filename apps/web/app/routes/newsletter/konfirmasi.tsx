import { data, Link } from 'react-router';
import { STATUS_BUTTON, StatusCard } from '../../components/engagement/status-card';
import { env } from '../../env.server';
import { engagementMeta } from '../../lib/engagement-meta';
import {
  confirmNewsletter,
  newsletterHeaders,
  readNewsletterToken,
} from '../../lib/engagement-newsletter.server';
import type { Route } from './+types/konfirmasi';

export function headers() {
  return newsletterHeaders();
}

/** `/newsletter/konfirmasi?token=`: the double opt-in link of the confirmation email. */
export async function loader({ request }: Route.LoaderArgs) {
  const outcome = await confirmNewsletter(readNewsletterToken(new URL(request.url)));
  const meta = engagementMeta({
    siteUrl: env.WEB_URL,
    trail: [{ name: 'Konfirmasi Newsletter', path: '/newsletter/konfirmasi' }],
    title: 'Konfirmasi Newsletter',
    description: 'Konfirmasi langganan newsletter Komunitas SBC.',
    noindex: true,
  });
  // An unusable link is gone for good: say so to caches and crawlers too.
  return data({ outcome, meta }, { status: outcome.status === 'done' ? 200 : 410 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterKonfirmasi({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  if (outcome.status === 'done') {
    return (
      <StatusCard
        tone="success"
        title="Langganan newsletter aktif"
        actions={
          <Link to="/blog" className={STATUS_BUTTON.primary}>
            Baca artikel terbaru
          </Link>
        }
      >
        <p>
          Terima kasih! Alamat <strong className="text-ink">{outcome.email}</strong> kini menerima
          newsletter SBC berisi kabar kajian, kegiatan, dan artikel pilihan.
        </p>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      tone="error"
      title="Tautan tidak berlaku"
      actions={
        <Link to="/hubungi-kami#newsletter-kontak" className={STATUS_BUTTON.primary}>
          Daftar ulang newsletter
        </Link>
      }
    >
      <p>
        Tautan konfirmasi ini tidak berlaku: mungkin sudah ada tautan yang lebih baru, Anda sudah
        berhenti berlangganan, atau tautannya tidak lengkap tersalin. Silakan daftar kembali untuk
        menerima tautan baru.
      </p>
    </StatusCard>
  );
}
