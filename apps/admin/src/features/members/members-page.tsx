import { formatDate } from '@sbc/format/date';
import { useLoaderData } from 'react-router';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { MEMBERS_PER_PAGE, type MembersLoaderData } from './members-loader';
import { MembershipBadge } from './membership-badge';

const cell = 'px-4 py-3 align-top';

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
        <div className={`${cardClass} overflow-x-auto`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Daftar anggota</caption>
            <thead className="bg-surface-muted text-ink-muted text-xs font-semibold tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Anggota
                </th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">
                  Ponsel
                </th>
                <th scope="col" className="px-4 py-3">
                  Keanggotaan
                </th>
                <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                  Terdaftar
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((member) => (
                <tr key={member.id} className="border-line border-t">
                  <td className={cell}>
                    <p className="text-ink font-semibold">{member.name}</p>
                    <p className="text-ink-muted">
                      <EmailText email={member.email} />
                    </p>
                    <p className="text-ink-muted md:hidden">{member.mobilephone}</p>
                  </td>
                  <td className={`${cell} hidden whitespace-nowrap md:table-cell`}>
                    {member.mobilephone || '—'}
                  </td>
                  <td className={cell}>
                    <MembershipBadge member={member} />
                  </td>
                  <td className={`${cell} text-ink-muted hidden whitespace-nowrap lg:table-cell`}>
                    {formatDate(member.registered_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
