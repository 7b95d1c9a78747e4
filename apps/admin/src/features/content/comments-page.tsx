import { whileSending } from '@sbc/ui/while-sending';
import { formatDateTime } from '@sbc/format/date';
import { useFetcher, useLoaderData } from 'react-router';
import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { MailIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { FilterTabs, filterTabs } from '../../components/filter-tabs';
import { Spinner } from '../../components/spinner';
import { cardClass, linkClass, secondaryButtonClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { env } from '../../env';
import type { ActionResult } from './action-result';
import { COMMENTS_PER_PAGE, type CommentsLoaderData } from './comments-route';
import { ConfirmButton } from './confirm-button';
import type { Comment } from './types';
import { useActionToast } from './use-action-toast';

const small = 'min-h-9 px-3 py-1 text-xs';

function CommentItem({ comment }: { comment: Comment }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const isBusy = fetcher.state !== 'idle';
  return (
    <li className="border-line border-t p-4 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-ink font-semibold">
            {comment.author_name} <span className="text-ink-muted text-sm font-normal">{comment.author_email}</span>
          </p>
          <p className="text-ink-muted text-xs">
            {formatDateTime(comment.created_at)} · pada{' '}
            <a href={`${env.WEB_URL}/blog/${comment.news_permalink}`} target="_blank" rel="noreferrer" className={linkClass}>
              {comment.news_title}
            </a>
            {comment.parent_id ? ' · balasan' : ''}
          </p>
        </div>
        {comment.hidden ? <Badge tone="warning">Disembunyikan</Badge> : <Badge tone="success">Tampil</Badge>}
      </div>
      <p className="text-ink mt-2 text-sm whitespace-pre-line">{comment.content}</p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={comment.id} />
          <button type="submit" name="intent" value={comment.hidden ? 'show' : 'hide'} className={`${secondaryButtonClass} ${small}`} {...whileSending(isBusy)}>
            {isBusy ? <Spinner /> : null}
            {comment.hidden ? 'Tampilkan' : 'Sembunyikan'}
          </button>
        </fetcher.Form>
        <ConfirmButton
          label="Hapus"
          failureTitle="Komentar tidak dapat dihapus"
          className={`${secondaryButtonClass} ${small} text-danger`}
          title="Hapus komentar ini?"
          description="Komentar dan semua balasannya dihapus permanen."
          fields={{ intent: 'delete', id: comment.id }}
        />
      </div>
    </li>
  );
}

const COMMENT_FILTERS = { all: 'Semua', visible: 'Tampil', hidden: 'Disembunyikan' } as const;

/** `/admin/content/comments`: moderation of readers' comments. */
export function CommentsPage() {
  const { comments, q, page, status } = useLoaderData<CommentsLoaderData>();
  const tabs = filterTabs(COMMENT_FILTERS, status, (value) => paths.contentComments.href({ q, status: value }));
  return (
    <div>
      <PageHeader documentTitle="Komentar" title="Komentar" description="Sembunyikan komentar yang melanggar aturan, atau hapus beserta balasannya." />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchForm defaultValue={q} label="Cari komentar" placeholder="Cari isi, artikel, atau penulis…" keep={{ status: status === 'all' ? undefined : status }} />
        <FilterTabs label="Saring komentar" tabs={tabs} />
      </div>
      {comments.data.length === 0 ? (
        <EmptyState title="Tidak ada komentar" icon={<MailIcon />}>
          {q ? `Tidak ada komentar yang cocok dengan “${q}”.` : 'Belum ada komentar di sini.'}
        </EmptyState>
      ) : (
        <ul className={cardClass}>
          {comments.data.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        perPage={COMMENTS_PER_PAGE}
        total={comments.totalRecords}
        noun="komentar"
        hrefFor={(p) => paths.contentComments.href({ q, page: p, status: status === 'all' ? undefined : status })}
      />
    </div>
  );
}
