import { cx } from '@sbc/ui/class-names';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { revealIfCurrent } from '../../lib/reveal-current';

const TABS = [
  { label: 'Artikel', to: paths.content.href(), end: true },
  { label: 'Kategori & Tag', to: paths.contentTaxonomy.href() },
  { label: 'Info Situs', to: paths.contentSiteInfo.href() },
  { label: 'Komentar', to: paths.contentComments.href() },
  { label: 'Kotak Masuk', to: paths.contentInbox.href() },
  { label: 'Pelanggan', to: paths.contentSubscribers.href() },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition',
    isActive ? 'bg-brand text-ink-inverse shadow-sm' : 'text-brand-800 hover:bg-brand-50',
  );

/** The sections of content administration; scrolls sideways on phones. */
export function ContentTabs() {
  return (
    <nav
      aria-label="Bagian konten"
      className="bg-surface ring-line mb-6 flex gap-1 overflow-x-auto rounded-full p-1 ring-1"
    >
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={'end' in tab ? tab.end : undefined} className={tabClass} ref={revealIfCurrent}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
