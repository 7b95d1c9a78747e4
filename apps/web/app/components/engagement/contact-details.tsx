import type { SiteInfo } from '@sbc/contract';
import type { ReactNode } from 'react';
import { telHref } from '../../lib/community';
import { mapsHref, whatsappDisplay, whatsappHref } from '../../lib/engagement-links';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons';
import { ChatIcon } from './engagement-icons';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="bg-brand-50 text-brand-800 flex size-11 shrink-0 items-center justify-center rounded-xl">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">{label}</p>
        <div className="text-ink mt-0.5">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'text-brand-800 font-semibold underline-offset-4 hover:underline';

/** The office's address (with a map link), email, phone and WhatsApp, from site info. */
export function ContactDetails({ info }: { info: SiteInfo }) {
  const chat = whatsappHref(info.whatsapp);
  return (
    <ul className="space-y-6">
      <DetailRow icon={<MapPinIcon className="size-5" />} label="Sekretariat">
        <address className="not-italic">{info.alamat}</address>
        <a href={mapsHref(info.alamat)} target="_blank" rel="noopener noreferrer" className={`${linkClass} mt-1 inline-block text-sm`}>
          Lihat di Google Maps<span className="sr-only"> (membuka tab baru)</span>
        </a>
      </DetailRow>
      <DetailRow icon={<MailIcon className="size-5" />} label="Email">
        <a href={`mailto:${info.email}`} className={linkClass}>
          {info.email}
        </a>
      </DetailRow>
      <DetailRow icon={<PhoneIcon className="size-5" />} label="Telepon">
        <a href={telHref(info.phone)} className={linkClass}>
          {info.phone}
        </a>
      </DetailRow>
      {chat ? (
        <DetailRow icon={<ChatIcon className="size-5" />} label="WhatsApp">
          <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {whatsappDisplay(info.whatsapp)}
            <span className="sr-only"> (chat WhatsApp, membuka tab baru)</span>
          </a>
        </DetailRow>
      ) : null}
    </ul>
  );
}
