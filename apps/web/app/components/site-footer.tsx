import type { SiteInfo } from '@sbc/contract';
import { Logo } from '@sbc/ui/logo';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { NewsletterForm } from './engagement/newsletter-form';
import { telHref } from '../lib/community';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TiktokIcon,
  TwitterIcon,
  YoutubeIcon,
} from './icons';

const SOCIAL_NETWORKS: readonly {
  key: 'instagram' | 'twitter' | 'facebook' | 'tiktok' | 'youtube';
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'tiktok', label: 'TikTok', Icon: TiktokIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
];

const EXPLORE_LINKS = [
  { label: 'Tentang Kami', to: '/tentang-kami' },
  { label: 'Informasi Chapter', to: '/informasi-chapter' },
  { label: 'Event', to: '/event' },
  { label: 'Galeri Kegiatan', to: '/galeri-kegiatan' },
  { label: 'Blog', to: '/blog' },
  { label: 'Hubungi Kami', to: '/hubungi-kami' },
] as const;

// SPEC section 2: the footer's policy pages are blog posts with these slugs.
const POLICY_LINKS = [
  { label: 'Kebijakan Pengiriman', to: '/blog/delivery-policy' },
  { label: 'Kebijakan Privasi Data Pelanggan', to: '/blog/customer-data-privacy-policy' },
  { label: 'Kebijakan Pengembalian Dana', to: '/blog/refund-policy' },
] as const;

const headingClass = 'mb-4 text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = 'hover:text-white hover:underline underline-offset-4';

export interface SiteFooterProps {
  info: SiteInfo;
  /** The current year, computed by the loader so server and browser render the same text. */
  year: number;
}

/** Footer of SPEC section 2: office contact, the social links that are set, policies, copyright. */
export function SiteFooter({ info, year }: SiteFooterProps) {
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const href = info[network.key];
    return href ? [{ ...network, href }] : [];
  });

  return (
    <footer className="focus-inverse bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.3fr_1.2fr]">
        <section aria-label="Tentang SBC">
          <Link to="/" aria-label="SBC, ke beranda" className="inline-block rounded-md">
            <Logo tone="inverse" label="" className="h-10 w-auto" />
          </Link>
          <p className="text-brand-200 mt-4 max-w-xs text-sm leading-relaxed">
            Komunitas SBC: ruang belajar, berbagi, dan bertumbuh bersama melalui kajian, kegiatan
            sosial, dan silaturahmi chapter di berbagai kota.
          </p>
          {socials.length > 0 && (
            <ul aria-label="Media sosial SBC" className="mt-5 flex flex-wrap gap-2">
              {socials.map(({ key, label, href, Icon }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-jelajahi">
          <h2 id="footer-jelajahi" className={headingClass}>
            Jelajahi
          </h2>
          <ul className="space-y-2 text-sm">
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-kontak">
          <h2 id="footer-kontak" className={headingClass}>
            Kantor SBC
          </h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="text-brand-300 mt-0.5 h-5 w-5 shrink-0" />
              <span>{info.alamat}</span>
            </p>
            <p className="flex gap-3">
              <MailIcon className="text-brand-300 mt-0.5 h-5 w-5 shrink-0" />
              <a href={`mailto:${info.email}`} className={linkClass}>
                {info.email}
              </a>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="text-brand-300 mt-0.5 h-5 w-5 shrink-0" />
              <a href={telHref(info.phone)} className={linkClass}>
                {info.phone}
              </a>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-kebijakan">
          <h2 id="footer-kebijakan" className={headingClass}>
            Kebijakan
          </h2>
          <ul className="space-y-2 text-sm">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <NewsletterForm
            tone="dark"
            title="Newsletter SBC"
            description="Kabar kajian, kegiatan, dan artikel pilihan, langsung di email Anda."
          />
        </div>
      </div>
      {/* On phones the floating help button sits over the page's last lines: room below the copyright. */}
      <div className="border-t border-white/10">
        <p className="text-brand-200 mx-auto max-w-6xl px-4 py-5 text-center text-xs max-sm:pb-24 sm:text-left">
          © {year} Komunitas SBC. Hak cipta dilindungi undang-undang.
        </p>
      </div>
    </footer>
  );
}
