import { whileSending } from '@sbc/ui/while-sending';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult, CommentPage, CommentView } from '../../lib/engagement-types';
import { recheckMemberCookies } from '../../lib/member-session';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useLoginHref } from './use-login-href';

type CommentAnswer = ActionResult<CommentPage>;

interface Thread {
  comments: CommentView[];
  page: number;
  totalPages: number;
  total: number;
  isMember: boolean;
}

/** Adds a page of comments, skipping any already shown (a new comment shifts the pages). */
function mergePage(thread: Thread | null, next: CommentPage): Thread {
  const known = new Set(thread?.comments.map((c) => c.id));
  const comments = [...(thread?.comments ?? []), ...next.comments.filter((c) => !known.has(c.id))];
  return { ...next, comments };
}

/**
 * A post's comments, newest first with their replies, loaded after mount page by page.
 * Members write comments and replies; visitors get a link to log in and come back here.
 */
export function CommentsSection({ newsId }: { newsId: number }) {
  const fetcher = useFetcher<CommentAnswer>();
  const [thread, setThread] = useState<Thread | null>(null);
  const loginHref = useLoginHref('komentar');
  const { load } = fetcher;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    void load(`/aksi/komentar?news_id=${newsId}`);
  }, [load, newsId]);
  useEffect(() => {
    if (answer) recheckMemberCookies();
  }, [answer]);

  const [merged, setMerged] = useState<CommentAnswer | undefined>(undefined);
  if (answer?.ok && answer !== merged) {
    // Derived from the fetcher's latest page: merged during render, once per answer.
    setMerged(answer);
    setThread((current) => mergePage(current, answer));
  }

  function addComment(comment: CommentView) {
    setThread((current) =>
      current ? { ...current, comments: [comment, ...current.comments], total: current.total + 1 } : current,
    );
  }

  function addReply(parentId: number, reply: CommentView) {
    setThread((current) =>
      current
        ? {
            ...current,
            comments: current.comments.map((c) => (c.id === parentId ? { ...c, replies: [...c.replies, reply] } : c)),
            total: current.total + 1,
          }
        : current,
    );
  }

  const failed = answer && !answer.ok ? answer.message : null;
  return (
    <section id="komentar" aria-labelledby="komentar-judul" className="scroll-mt-24">
      <h2 id="komentar-judul" className="text-brand-900 text-2xl font-bold">
        Komentar{thread ? ` (${thread.total})` : ''}
      </h2>
      <div className="mt-5">
        {thread?.isMember ? (
          <CommentForm newsId={newsId} onPosted={addComment} />
        ) : thread ? (
          <p className="bg-brand-50 text-ink-muted rounded-2xl px-5 py-4 text-sm">
            <a href={loginHref} className="text-brand-800 font-bold hover:underline">
              Masuk untuk berkomentar
            </a>{' '}
            dan bergabung dalam diskusi bersama anggota SBC.
          </p>
        ) : null}
      </div>
      {!thread ? (
        <p className="text-ink-subtle mt-4 text-sm" aria-live="polite">
          {failed ?? 'Memuat komentar…'}
        </p>
      ) : thread.comments.length === 0 ? (
        <p className="text-ink-muted mt-6">Belum ada komentar. Jadilah yang pertama berbagi pendapat.</p>
      ) : (
        <ul className="mt-4">
          {thread.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} newsId={newsId} canReply={thread.isMember} onReplied={addReply} />
          ))}
        </ul>
      )}
      {thread && thread.page < thread.totalPages ? (
        <button
          type="button"
          {...whileSending(fetcher.state !== 'idle', () => void load(`/aksi/komentar?news_id=${newsId}&page=${thread.page + 1}`))}
          className="text-brand-800 ring-line hover:bg-brand-50 mt-4 rounded-full px-5 py-2 text-sm font-semibold ring-1 aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {fetcher.state !== 'idle' ? 'Memuat…' : 'Muat komentar lainnya'}
        </button>
      ) : null}
      {thread && failed ? (
        <p role="alert" className="text-danger mt-2 text-sm">
          {failed}
        </p>
      ) : null}
    </section>
  );
}
