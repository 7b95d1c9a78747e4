import { formatDate } from '@sbc/format/date';
import { useLoaderData } from 'react-router';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { DataTable, cellClass } from '../../components/data-table';
import { paths } from '../../config/paths';
import { MEMBERS_PER_PAGE, type MembersLoaderData } from './members-loader';
import { MembershipBadge } from './membership-badge';

/** `/admin/members`: who the members are and whether their membership is active. */
export function MembersPage() {
  const { members, q, page } = useLoaderData<MembersLoaderData>();
  return (
    <div>
      <PageHeader
        documentTitle="Anggota"
        title="Anggota"
        description="Data anggota SBC dan status keanggotaannya."
      />
      <div className="mb-5">
        <SearchForm
          defaultValue={q}
          label="Cari anggota"
          placeholder="Cari nama, email, atau nomor ponsel…"
        />
      </div>
      {members.data.length === 0 ? (
        <EmptyState title="Tidak ada anggota" icon={<UsersIcon />}>
          {q ? `Tidak ada anggota yang cocok dengan “${q}”.` : 'Belum ada anggota terdaftar.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Daftar anggota"
          columns={[
            { label: 'Anggota' },
            { label: 'Ponsel', className: 'hidden md:table-cell' },
            { label: 'Keanggotaan' },
            { label: 'Terdaftar', className: 'hidden lg:table-cell' },
          ]}
        >
          {members.data.map((member) => (
            <tr key={member.id} className="border-line border-t">
              <td className={cellClass}>
                <p className="text-ink font-semibold">{member.name}</p>
                <p className="text-ink-muted">
                  <EmailText email={member.email} />
                </p>
                <p className="text-ink-muted md:hidden">{member.mobilephone}</p>
              </td>
              <td className={`${cellClass} hidden whitespace-nowrap md:table-cell`}>
                {member.mobilephone || '—'}
              </td>
              <td className={cellClass}>
                <MembershipBadge member={member} />
              </td>
              <td className={`${cellClass} text-ink-muted hidden whitespace-nowrap lg:table-cell`}>
                {formatDate(member.registered_at)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={page}
        perPage={MEMBERS_PER_PAGE}
        total={members.totalRecords}
        noun="anggota"
        hrefFor={(p) => paths.members.href({ q, page: p })}
      />
    </div>
  );
}
