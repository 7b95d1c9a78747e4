import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { readPage } from '../../lib/search-params';

export const AUDIT_PER_PAGE = 30;

/** `/admin/audit` (super admin): every change made in the console, newest first. */
export async function auditLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('audit');
  const search = new URL(request.url).searchParams;
  const page = readPage(search);
  const entity = search.get('entity')?.trim().slice(0, 60) || undefined;
  const admin = Number(search.get('admin')) || undefined;
  const log = await adminApi.listAuditLog(
    { body: { page, perPage: AUDIT_PER_PAGE, entity, admin_id: admin } },
    { signal: request.signal },
  );
  return { log, page, entity, admin };
}

export type AuditLoaderData = Awaited<ReturnType<typeof auditLoader>>;
