import { data, Form, Link, useNavigation } from 'react-router';
import { STATUS_BUTTON, StatusCard } from '../../components/engagement/status-card';
import { env } from '../../env.server';
import { engagementMeta } from '../../lib/engagement-meta';
import {
  newsletterHeaders,
  readNewsletterToken,
  unsubscribeNewsletter,
} from '../../lib/engagement-newsletter.server';
import type { Route } from './+types/berhenti';

export function headers() {
  return newsletterHeaders();
}

/** `/newsletter/berhenti?token=`: asks before unsubscribing (a GET never changes anything). */
export function loader({ request }: Route.LoaderArgs) {
  const token = readNewsletterToken(new URL(request.url));
  const meta = engagementMeta({
    siteUrl: env.WEB_URL,
    trail: [{ name: 'Berhenti Berlangganan', path: '/newsletter/berhenti' }],
    title: 'Berhenti Berlangganan Newsletter',
    description: 'Berhenti berlangganan newsletter Komunitas SBC.',
    noindex: true,
  });
  // A link without its token is not one: the page says so, with the status to match.
  return data({ hasToken: token !== null, meta }, { status: token === null ? 400 : 200 });
}

/**
 * The page's button, and the one-click POST of mail programs (RFC 8058: `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` to this URL with its token). The token is the only credential.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const outcome = await unsubscribeNewsletter(readNewsletterToken(new URL(request.url), form));
  // As on the confirmation page: a link the API does not know (any more) is gone, 410.
  return data(outcome, { status: outcome.status === 'invalid' ? 410 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NewsletterBerhenti({ loaderData, actionData }: Route.ComponentProps) {
  const isSending = useNavigation().state === 'submitting';
  if (actionData?.status === 'done') {
    return (
      <StatusCard tone="neutral" title="Anda telah berhenti berlangganan">
        <p>
          Alamat <strong className="text-ink">{actionData.email}</strong> tidak akan menerima
          newsletter SBC lagi. Anda dapat mendaftar kembali kapan saja dari halaman Hubungi Kami.
        </p>
      </StatusCard>
    );
  }
  if (actionData?.status === 'invalid' || !loaderData.hasToken) {
    return (
      <StatusCard tone="error" title="Tautan tidak berlaku">
        <p>
          Tautan berhenti berlangganan ini tidak dikenal atau tidak lengkap tersalin. Gunakan
          tautan di bagian bawah email newsletter terbaru dari SBC.
        </p>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      tone="neutral"
      title="Berhenti berlangganan newsletter?"
      actions={
        <>
          <Form method="post">
            <button type="submit" disabled={isSending} className={STATUS_BUTTON.primary}>
              {isSending ? 'Memproses…' : 'Ya, berhenti berlangganan'}
            </button>
          </Form>
          <Link to="/" className={STATUS_BUTTON.secondary}>
            Tetap berlangganan
          </Link>
        </>
      }
    >
      <p>Anda tidak akan lagi menerima kabar kajian, kegiatan, dan artikel pilihan dari SBC.</p>
    </StatusCard>
  );
}
