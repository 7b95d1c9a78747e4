import { type SiteInfo } from '@sbc/contract';
import { sectionTitleClass } from '../../components/styles';

const contactLinkClass =
  'text-brand-700 inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline';

/** The office's address, email and phone (site info), tappable. */
export function ContactCard({ info }: { info: SiteInfo }) {
  return (
    <section
      aria-labelledby="kontak-judul"
      className="bg-surface ring-line mt-7 rounded-2xl p-4 shadow-sm ring-1"
    >
      <h2 id="kontak-judul" className={sectionTitleClass}>
        Kontak Kantor
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div>
          <dt className="text-ink-subtle font-medium">Alamat</dt>
          <dd className="text-ink">{info.alamat}</dd>
        </div>
        <div>
          <dt className="text-ink-subtle font-medium">Email</dt>
          <dd>
            <a href={`mailto:${info.email}`} className={contactLinkClass}>
              {info.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-ink-subtle font-medium">Telepon</dt>
          <dd>
            <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className={contactLinkClass}>
              {info.phone}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
