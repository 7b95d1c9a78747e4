import { formatDateTime } from '@sbc/format/date';
import { Form, Link, useLoaderData } from 'react-router';
import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { BookIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { DataTable, cellClass } from '../../components/data-table';
import { paths } from '../../config/paths';
import { ArticleRowActions } from './article-row-actions';
import { ARTICLES_PER_PAGE, type ArticlesLoaderData } from './articles-route';
import { STATE_LABELS, STATE_TONES, TYPE_LABELS } from './labels';

const selectClass = `${inputClass} sm:w-auto`;

/** `/admin/content`: the posts of the site with their state, and the way to write a new one. */
export function ArticlesPage() {
  const { articles, categories, q, page, state, type, category } = useLoaderData<ArticlesLoaderData>();
  const hrefFor = (p: number) =>
    paths.content.href({ q, page: p, category, type: type === 'all' ? undefined : type, state: state === 'all' ? undefined : state });
  return (
    <div>
      <PageHeader
        documentTitle="Artikel"
        title="Artikel"
        description="Semua tulisan situs: artikel, video, dan halaman, termasuk banner, testimoni, kebijakan, dan katalog penyakit."
        actions={
          <Link to={paths.contentArticleNew.href()} className={primaryButtonClass}>
            Tulis artikel
          </Link>
        }
      />
      <Form method="get" role="search" className="mb-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="min-w-0 flex-1 sm:min-w-64">
          <label htmlFor="articles-q" className="sr-only">
            Cari artikel
          </label>
          <input
            key={q ?? ''}
            id="articles-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Cari judul atau permalink…"
            maxLength={100}
            className={inputClass}
          />
        </div>
        <label className="sr-only" htmlFor="articles-category">
          Kategori
        </label>
        <select id="articles-category" name="category" defaultValue={category ?? ''} className={selectClass}>
          <option value="">Semua kategori</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="articles-type">
          Jenis
        </label>
        <select id="articles-type" name="type" defaultValue={type} className={selectClass}>
          <option value="all">Semua jenis</option>
          {Object.entries(TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="articles-state">
          Status
        </label>
        <select id="articles-state" name="state" defaultValue={state} className={selectClass}>
          <option value="all">Semua status</option>
          {Object.entries(STATE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Terapkan
        </button>
      </Form>
      {articles.data.length === 0 ? (
        <EmptyState title="Tidak ada artikel" icon={<BookIcon />}>
          {q ? `Tidak ada artikel yang cocok dengan “${q}”.` : 'Belum ada artikel dengan filter ini.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Daftar artikel"
          columns={[
            { label: 'Judul' },
            { label: 'Kategori', className: 'hidden md:table-cell' },
            { label: 'Status' },
            { label: 'Tindakan', isLabelHidden: true, className: 'hidden text-right md:table-cell' },
          ]}
        >
          {articles.data.map((a) => (
            <tr key={a.id} className="border-line border-t">
              <td className={cellClass}>
                <Link to={paths.contentArticle.href(a.id)} className="text-ink hover:text-brand-800 font-semibold">
                  {a.title}
                </Link>
                <p className="text-ink-subtle mt-0.5 text-xs break-all">/blog/{a.permalink}</p>
                <p className="text-ink-muted mt-0.5 text-xs md:hidden">
                  {a.category_title} · {TYPE_LABELS[a.content_type]}
                </p>
                <div className="mt-2 md:hidden">
                  <ArticleRowActions article={a} />
                </div>
              </td>
              <td className={`${cellClass} hidden md:table-cell`}>
                <p>{a.category_title}</p>
                <p className="text-ink-muted text-xs">
                  {TYPE_LABELS[a.content_type]}
                  {a.editor_choice ? ' · Pilihan editor' : ''}
                </p>
              </td>
              <td className={cellClass}>
                <Badge tone={STATE_TONES[a.state]}>{STATE_LABELS[a.state]}</Badge>
                <p className="text-ink-muted mt-1 text-xs md:whitespace-nowrap">{formatDateTime(a.published_at)}</p>
              </td>
              <td className={`${cellClass} hidden w-px md:table-cell`}>
                <ArticleRowActions article={a} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} perPage={ARTICLES_PER_PAGE} total={articles.totalRecords} noun="artikel" hrefFor={hrefFor} />
    </div>
  );
}
