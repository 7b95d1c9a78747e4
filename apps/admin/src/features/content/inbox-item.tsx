import { whileSending } from '@sbc/ui/while-sending';
import { formatDateTime } from '@sbc/format/date';
import { cx } from '@sbc/ui/class-names';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Badge } from '../../components/badge';
import { Spinner } from '../../components/spinner';
import { secondaryButtonClass } from '../../components/styles';
import type { ActionResult } from './action-result';
import { useActionToast } from './use-action-toast';

/** Props of {@link InboxItem}. */
export interface InboxItemProps {
  box: 'messages' | 'reports';
  id: number;
  title: ReactNode;
  meta: ReactNode;
  body: string;
  createdAt: number;
  readAt: number | null;
}

/** One message or report, with its read mark. */
export function InboxItem({ box, id, title, meta, body, createdAt, readAt }: InboxItemProps) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const isBusy = fetcher.state !== 'idle';
  const isRead = readAt !== null;
  return (
    <li className={cx('border-line border-t p-4 first:border-t-0', !isRead && 'bg-brand-50/40')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-ink font-semibold">{title}</p>
          <p className="text-ink-muted text-xs">
            {formatDateTime(createdAt)} · {meta}
          </p>
        </div>
        {isRead ? <Badge tone="neutral">Dibaca</Badge> : <Badge tone="brand">Baru</Badge>}
      </div>
      <p className="text-ink mt-2 text-sm whitespace-pre-line">{body}</p>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="box" value={box} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="read" value={isRead ? 'false' : 'true'} className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-xs`} {...whileSending(isBusy)}>
          {isBusy ? <Spinner /> : null}
          {isRead ? 'Tandai belum dibaca' : 'Tandai sudah dibaca'}
        </button>
      </fetcher.Form>
    </li>
  );
}
