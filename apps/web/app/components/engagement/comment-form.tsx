import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult, CommentView } from '../../lib/engagement-types';
import { SendIcon } from './engagement-icons';
import { whileSending } from '@sbc/ui/while-sending';
import { requiredText } from '../../lib/field-validity';

type CommentAnswer = ActionResult<{ comment: CommentView }>;

export interface CommentFormProps {
  newsId: number;
  /** The comment replied to; none for a new comment. */
  parentId?: number;
  onPosted: (comment: CommentView) => void;
  onCancel?: () => void;
}

/** A member's comment or reply (plain text, 2 to 1000 characters), sent to `/aksi/komentar`. */
export function CommentForm({ newsId, parentId, onPosted, onCancel }: CommentFormProps) {
  const fetcher = useFetcher<CommentAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const isReply = parentId !== undefined;

  const posted = useEffectEvent((comment: CommentView) => onPosted(comment));
  useEffect(() => {
    if (!answer?.ok) return;
    formRef.current?.reset();
    posted(answer.comment);
  }, [answer]);

  const error = answer && !answer.ok ? (answer.fieldErrors.content ?? answer.message) : null;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/aksi/komentar"
      defaultShouldRevalidate={false}
      className="space-y-2"
    >
      <input type="hidden" name="news_id" value={newsId} />
      {isReply ? <input type="hidden" name="parent_id" value={parentId} /> : null}
      <label htmlFor={fieldId} className={isReply ? 'sr-only' : 'text-ink text-sm font-semibold'}>
        {isReply ? 'Balasan Anda' : 'Tulis komentar'}
      </label>
      <textarea
        id={fieldId}
        name="content"
        {...requiredText('Komentar minimal 2 karakter', 2)}
        maxLength={1000}
        rows={isReply ? 2 : 3}
        placeholder={isReply ? 'Tulis balasan…' : 'Bagikan pendapat atau pertanyaan Anda tentang artikel ini…'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="border-field bg-surface text-ink focus:border-brand focus:ring-brand-200 block w-full rounded-xl border px-4 py-2.5 outline-none focus:ring-2"
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-danger text-sm font-medium">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <button
          type="submit"
          {...whileSending(fetcher.state !== 'idle')}
          className="bg-brand hover:bg-brand-700 inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-bold text-white transition aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          <SendIcon className="size-4" />
          {fetcher.state !== 'idle' ? 'Mengirim…' : isReply ? 'Kirim balasan' : 'Kirim komentar'}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="text-ink-muted hover:text-ink rounded-full px-4 py-2 text-sm font-semibold">
            Batal
          </button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
