import { useLoaderData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { MailIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { MailItem } from './mail-item';
import { MAILS_PER_PAGE, type OutboxLoaderData } from './outbox-loader';

/** `/admin/outbox`: the demo's sent mail, so confirmation and reset links can be followed. */
export function OutboxPage() {
  const { mails, page } = useLoaderData<OutboxLoaderData>();
  return (
    <div>
      <PageHeader
        documentTitle="Email Keluar"
        title="Email Keluar"
        description="Email yang dikirim situs (konfirmasi pendaftaran event, konfirmasi newsletter, atur ulang kata sandi). Buka email untuk membaca isinya, mengikuti tautannya, dan melihat atau mengunduh lampirannya."
      />
      {mails.data.length === 0 ? (
        <EmptyState title="Belum ada email" icon={<MailIcon />}>
          Email yang dikirim situs akan muncul di sini.
        </EmptyState>
      ) : (
        <ul className={`${cardClass} divide-line divide-y overflow-hidden`}>
          {mails.data.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        perPage={MAILS_PER_PAGE}
        total={mails.totalRecords}
        noun="email"
        hrefFor={(p) => paths.outbox.href({ page: p })}
      />
    </div>
  );
}
