import { formatDateTime } from '@sbc/format/date';
import { Form, useLoaderData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { KeyIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { inputClass, secondaryButtonClass } from '../../components/styles';
import { DataTable, cellClass } from '../../components/data-table';
import { paths } from '../../config/paths';
import { actionLabel, describeAuditDetail, entityLabel } from './audit-detail';
import { AUDIT_PER_PAGE, type AuditLoaderData } from './audit-route';

/** The entry's details (what changed from what, a reason), folded under its summary. */
function AuditDetail({ detail }: { detail: unknown }) {
  const lines = describeAuditDetail(detail);
  if (lines.length === 0) return null;
  return (
    <details className="mt-1 text-xs">
      <summary className="text-brand-700 cursor-pointer font-medium">Rincian</summary>
      <dl className="mt-1 space-y-0.5">
        {lines.map((line) => (
          <div key={line.label} className="flex flex-wrap gap-x-1">
            <dt className="text-ink-muted">{line.label}:</dt>
            <dd className="text-ink">{line.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** `/admin/audit`: who changed what and when (super admin only). */
export function AuditPage() {
  const { log, page, entity, admin } = useLoaderData<AuditLoaderData>();
  return (
    <div>
      <PageHeader documentTitle="Audit" title="Log Audit" description="Setiap perubahan dan presensi yang dicatat di konsol admin: siapa, apa, dan kapan. Terbaru di atas." />
      <Form method="get" className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="audit-entity" className="sr-only">
          Jenis data
        </label>
        <select id="audit-entity" name="entity" defaultValue={entity ?? ''} className={`${inputClass} sm:w-56`}>
          <option value="">Semua jenis data</option>
          {log.entities.map((e) => (
            <option key={e} value={e}>
              {entityLabel(e)}
            </option>
          ))}
        </select>
        <label htmlFor="audit-admin" className="sr-only">
          Admin
        </label>
        <select id="audit-admin" name="admin" defaultValue={admin ?? ''} className={`${inputClass} sm:w-64`}>
          <option value="">Semua admin</option>
          {log.admins.map((a) => (
            <option key={a.id} value={a.id}>
              {a.email}
            </option>
          ))}
        </select>
        <button type="submit" className={secondaryButtonClass}>
          Terapkan
        </button>
      </Form>
      {log.data.length === 0 ? (
        <EmptyState title="Belum ada catatan" icon={<KeyIcon />}>
          Perubahan yang dibuat di konsol akan tercatat di sini.
        </EmptyState>
      ) : (
        <DataTable
          caption="Log audit"
          columns={[
            { label: 'Waktu', className: 'hidden sm:table-cell' },
            { label: 'Perubahan' },
            { label: 'Admin', className: 'hidden md:table-cell' },
          ]}
        >
          {log.data.map((e) => (
            <tr key={e.id} className="border-line border-t">
              <td className={`${cellClass} text-ink-muted hidden whitespace-nowrap sm:table-cell`}>{formatDateTime(e.created_at)}</td>
              <td className={`${cellClass} wrap-anywhere`}>
                <p className="text-ink-muted text-xs sm:hidden">{formatDateTime(e.created_at)}</p>
                <p className="text-ink">{e.summary}</p>
                <p className="text-ink-muted text-xs">
                  {entityLabel(e.entity)}
                  {e.entity_id ? ` #${e.entity_id}` : ''} · {actionLabel(e.action)}
                  <span className="md:hidden"> · {e.admin_email}</span>
                </p>
                <AuditDetail detail={e.detail} />
              </td>
              <td className={`${cellClass} text-ink-muted hidden md:table-cell`}>{e.admin_email || '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} perPage={AUDIT_PER_PAGE} total={log.totalRecords} noun="catatan" hrefFor={(p) => paths.audit.href({ entity, admin, page: p })} />
    </div>
  );
}
