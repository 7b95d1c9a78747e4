import type { Chapter } from '@sbc/contract';
import { Link } from 'react-router';
import { instagramHandle, instagramUrl, telHref } from '../../lib/community';
import { InstagramIcon, MailIcon, MapPinIcon, PhoneIcon } from '../icons';

const contactLink = 'text-brand-700 hover:text-brand-900 break-all hover:underline';

/** A chapter with its address and the ways to reach it. */
export function ChapterCard({
  chapter,
  showBoardLink = true,
}: {
  chapter: Chapter;
  showBoardLink?: boolean;
}) {
  const handle = instagramHandle(chapter.instagram);
  return (
    <article
      id={chapter.chapter_slug}
      className="bg-surface ring-line flex h-full scroll-mt-24 flex-col rounded-2xl p-6 shadow-sm ring-1"
    >
      <p className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
        {chapter.city}, {chapter.province}
      </p>
      <h2 className="text-brand-900 mt-1 text-xl font-bold">{chapter.chapter_name}</h2>
      <p className="text-ink-muted mt-3 text-sm leading-relaxed">{chapter.description}</p>
      <ul className="border-line mt-5 space-y-2.5 border-t pt-5 text-sm">
        <li className="flex gap-3">
          <MapPinIcon className="text-brand-600 mt-0.5 h-5 w-5 shrink-0" />
          <address className="not-italic">{chapter.address}</address>
        </li>
        {chapter.phone ? (
          <li className="flex gap-3">
            <PhoneIcon className="text-brand-600 mt-0.5 h-5 w-5 shrink-0" />
            <a href={telHref(chapter.phone)} className={contactLink}>
              {chapter.phone}
            </a>
          </li>
        ) : null}
        {chapter.email ? (
          <li className="flex gap-3">
            <MailIcon className="text-brand-600 mt-0.5 h-5 w-5 shrink-0" />
            <a href={`mailto:${chapter.email}`} className={contactLink}>
              {chapter.email}
            </a>
          </li>
        ) : null}
        {chapter.instagram && handle ? (
          <li className="flex gap-3">
            <InstagramIcon className="text-brand-600 mt-0.5 h-5 w-5 shrink-0" />
            <a
              href={instagramUrl(chapter.instagram)}
              target="_blank"
              rel="noopener noreferrer"
              className={contactLink}
            >
              {handle}
            </a>
          </li>
        ) : null}
      </ul>
      {showBoardLink ? (
        <div className="mt-auto pt-5">
          <Link
            to={`/pengurus-chapter/${chapter.chapter_slug}`}
            className="bg-brand-50 text-brand-800 hover:bg-brand-100 inline-flex rounded-full px-4 py-2 text-sm font-semibold"
          >
            Pengurus {chapter.chapter_name}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
