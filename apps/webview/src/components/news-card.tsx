import { type NewsItem } from '@sbc/contract';
import { formatShortDate } from '@sbc/format/date';
import { env } from '../env';

/** A news row linking to the post on the public site (posts are read there). */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <a
      href={`${env.WEB_URL}/blog/${encodeURIComponent(item.news_permalink)}`}
      className="bg-surface ring-line hover:ring-brand-300 flex gap-3 rounded-2xl p-3 shadow-sm ring-1 transition"
    >
      <div className="min-w-0 flex-1">
        <p className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
          {item.category_title}
        </p>
        <h3 className="text-ink mt-0.5 line-clamp-2 text-[0.95rem] leading-snug font-semibold">
          {item.news_title}
        </h3>
        <p className="text-ink-subtle mt-1 text-xs">{formatShortDate(item.published_at)}</p>
      </div>
      {item.news_image ? (
        <img
          src={item.news_image}
          alt=""
          loading="lazy"
          className="bg-brand-100 size-20 shrink-0 rounded-xl object-cover"
          width={80}
          height={80}
        />
      ) : null}
    </a>
  );
}
