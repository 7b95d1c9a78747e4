import type { SiteInfo } from '@sbc/contract';
import { Link } from 'react-router';

const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'youtube', label: 'YouTube' },
] as const;

// SPEC section 2: the footer's policy pages are blog posts with these slugs.
const POLICY_LINKS = [
  { label: 'Kebijakan Pengiriman', to: '/blog/delivery-policy' },
  { label: 'Kebijakan Privasi Data Pelanggan', to: '/blog/customer-data-privacy-policy' },
  { label: 'Kebijakan Pengembalian Dana', to: '/blog/refund-policy' },
] as const;

export interface SiteFooterProps {
  info: SiteInfo;
  /** The current year, computed by the loader so server and browser render the same text. */
  year: number;
}

/** Footer of SPEC section 2: office contact, the social links that are set, policies, copyright. */
export function SiteFooter({ info, year }: SiteFooterProps) {
  const socials = SOCIAL_NETWORKS.flatMap(({ key, label }) => {
    const href = info[key];
    return href ? [{ key, label, href }] : [];
  });

  return (
    <footer className="focus-inverse bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-kontak">
          <h2 id="footer-kontak" className="mb-3 text-base font-semibold text-white">
            Kantor SBC
          </h2>
          <address className="space-y-2 text-sm not-italic">
            <p>{info.alamat}</p>
            <p>
              Email:{' '}
              <a
                href={`mailto:${info.email}`}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {info.email}
              </a>
            </p>
            <p>
              Telepon:{' '}
              <a
                href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {info.phone}
              </a>
            </p>
          </address>
        </section>

        {socials.length > 0 && (
          <section aria-labelledby="footer-sosial">
            <h2 id="footer-sosial" className="mb-3 text-base font-semibold text-white">
              Ikuti Kami
            </h2>
            <ul className="space-y-2 text-sm">
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:text-white hover:underline"
                  >
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="footer-kebijakan">
          <h2 id="footer-kebijakan" className="mb-3 text-base font-semibold text-white">
            Kebijakan
          </h2>
          <ul className="space-y-2 text-sm">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="text-brand-200 border-t border-white/10 px-4 py-4 text-center text-xs">
        © {year} SBC. Hak cipta dilindungi undang-undang.
      </p>
    </footer>
  );
}
