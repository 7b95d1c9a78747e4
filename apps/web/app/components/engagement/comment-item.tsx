import { useState } from 'react';
import type { CommentView } from '../../lib/engagement-types';
import { CommentForm } from './comment-form';

function Avatar({ comment }: { comment: CommentView }) {
  return comment.authorImage ? (
    <img src={comment.authorImage} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-full object-cover" />
  ) : (
    <span aria-hidden="true" className="bg-brand-100 text-brand-800 flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold">
      {comment.authorInitial}
    </span>
  );
}

/** One comment's author, date and text. The text is plain: React escapes it, line breaks kept. */
function CommentBody({ comment }: { comment: CommentView }) {
  return (
    <div className="flex gap-3">
      <Avatar comment={comment} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-ink font-semibold">{comment.authorName}</span>
          <span className="text-ink-subtle text-xs">{comment.date}</span>
        </p>
        <p className="text-ink mt-1 whitespace-pre-line">{comment.content}</p>
      </div>
    </div>
  );
}

export interface CommentItemProps {
  comment: CommentView;
  newsId: number;
  canReply: boolean;
  onReplied: (parentId: number, reply: CommentView) => void;
}

/** A top-level comment with its replies (oldest first) and, for members, a reply form. */
export function CommentItem({ comment, newsId, canReply, onReplied }: CommentItemProps) {
  const [isReplying, setReplying] = useState(false);
  return (
    <li className="border-line border-b py-5 last:border-b-0">
      <CommentBody comment={comment} />
      <div className="ml-13 space-y-4">
        {canReply && !isReplying ? (
          <button
            type="button"
            onClick={() => setReplying(true)}
            className="text-brand-700 mt-2 text-sm font-semibold hover:underline"
          >
            Balas<span className="sr-only"> komentar {comment.authorName}</span>
          </button>
        ) : null}
        {comment.replies.length > 0 ? (
          <ul aria-label={`Balasan untuk ${comment.authorName}`} className="border-brand-100 mt-4 space-y-4 border-l-2 pl-4">
            {comment.replies.map((reply) => (
              <li key={reply.id}>
                <CommentBody comment={reply} />
              </li>
            ))}
          </ul>
        ) : null}
        {isReplying ? (
          <div className="mt-3">
            <CommentForm
              newsId={newsId}
              parentId={comment.id}
              onPosted={(reply) => {
                onReplied(comment.id, reply);
                setReplying(false);
              }}
              onCancel={() => setReplying(false)}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
