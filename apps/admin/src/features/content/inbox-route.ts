import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';
import { runAction } from './action-result';

export const INBOX_PER_PAGE = 20;
const BOXES = ['messages', 'reports'] as const;
const STATUSES = ['all', 'unread', 'read'] as const;

/** `/admin/content/inbox`: contact messages or problem reports, unread first to notice. */
export async function inboxLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  const search = new URL(request.url).searchParams;
  const box = readChoice(search, 'box', BOXES, 'messages');
  const status = readChoice(search, 'status', STATUSES, 'all');
  const q = readQuery(search);
  const page = readPage(search);
  const body = { q, page, perPage: INBOX_PER_PAGE, status };
  const signal = request.signal;
  // Both boxes' unread counts show on the tabs; only the open box's rows are listed.
  const [messages, reports] = await Promise.all([
    adminApi.listContactMessages({ body: box === 'messages' ? body : { perPage: 1 } }, { signal }),
    adminApi.listProblemReports({ body: box === 'reports' ? body : { perPage: 1 } }, { signal }),
  ]);
  return { box, status, q, page, messages, reports };
}

export type InboxLoaderData = Awaited<ReturnType<typeof inboxLoader>>;

/** Marks a message or report read or unread. */
export async function inboxAction({ request }: ActionFunctionArgs) {
  requireSession(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const read = form.get('read') === 'true';
  return runAction(async () => {
    if (form.get('box') === 'reports') await adminApi.markProblemReportRead({ body: { id, read } });
    else await adminApi.markContactMessageRead({ body: { id, read } });
    return read ? 'Ditandai sudah dibaca' : 'Ditandai belum dibaca';
  });
}
