import { formatDateTime } from '@sbc/format/date';
import { proseClass } from '../../components/prose';

/** Props of {@link ArticlePreview}. */
export interface ArticlePreviewProps {
  title: string;
  excerpt: string;
  html: string;
  coverUrl: string | null;
  categoryTitle: string;
  authorName: string;
  publishedAt: number;
  tags: string[];
}

/**
 * The post as readers will see it on /blog/{permalink}: title, meta line, cover, body and tags.
 * The HTML comes from the editor (which only produces its own elements); the server sanitises it again.
 */
export function ArticlePreview({ title, excerpt, html, coverUrl, categoryTitle, authorName, publishedAt, tags }: ArticlePreviewProps) {
  return (
    <article className="bg-surface ring-line mx-auto max-w-3xl rounded-2xl p-5 shadow-sm ring-1 md:p-8" aria-label="Pratinjau artikel">
      <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{categoryTitle}</p>
      <h2 className="text-brand-900 mt-2 text-2xl font-bold md:text-3xl">{title || 'Judul artikel'}</h2>
      <p className="text-ink-muted mt-2 text-sm">
        {authorName || 'Penulis'} · {formatDateTime(publishedAt)}
      </p>
      {excerpt ? <p className="text-ink-muted mt-4 text-lg">{excerpt}</p> : null}
      {coverUrl ? <img src={coverUrl} alt="" className="mt-5 aspect-video w-full rounded-xl object-cover" /> : null}
      <div className={`${proseClass} mt-5`} dangerouslySetInnerHTML={{ __html: html || '<p>Isi artikel belum ditulis.</p>' }} />
      {tags.length ? (
        <ul className="mt-6 flex flex-wrap gap-1.5" aria-label="Tag">
          {tags.map((t) => (
            <li key={t} className="bg-surface-muted text-ink-muted rounded-full px-3 py-1 text-xs font-semibold">
              #{t}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
