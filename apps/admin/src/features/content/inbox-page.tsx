import { useLoaderData } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs } from '../../components/filter-tabs';
import { MailIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { cardClass, linkClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { INBOX_PER_PAGE, type InboxLoaderData } from './inbox-route';
import { InboxItem } from './inbox-item';

/** `/admin/content/inbox`: contact messages and problem reports from the public site. */
export function InboxPage() {
  const { box, status, q, page, messages, reports } = useLoaderData<InboxLoaderData>();
  const open = box === 'messages' ? messages : reports;
  const statusParam = status === 'all' ? undefined : status;
  const boxTabs = [
    { label: 'Pesan', to: paths.contentInbox.href({ status: statusParam }), isActive: box === 'messages', count: messages.unread, countNoun: 'belum dibaca' },
    { label: 'Laporan masalah', shortLabel: 'Laporan', to: paths.contentInbox.href({ box: 'reports', status: statusParam }), isActive: box === 'reports', count: reports.unread, countNoun: 'belum dibaca' },
  ];
  const boxParam = box === 'messages' ? undefined : box;
  const statusTabs = (['all', 'unread', 'read'] as const).map((s) => ({
    label: { all: 'Semua', unread: 'Belum dibaca', read: 'Sudah dibaca' }[s],
    to: paths.contentInbox.href({ box: boxParam, q, status: s === 'all' ? undefined : s }),
    isActive: status === s,
  }));
  return (
    <div>
      <PageHeader documentTitle="Kotak Masuk" title="Kotak Masuk" description="Pesan dari halaman kontak dan laporan masalah dari tombol bantuan. Angka di tab adalah yang belum dibaca." />
      <div className="mb-4">
        <FilterTabs label="Kotak" tabs={boxTabs} />
      </div>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchForm defaultValue={q} label="Cari di kotak masuk" placeholder="Cari nama, email, atau isi…" keep={{ box: boxParam, status: statusParam }} />
        <FilterTabs label="Status baca" tabs={statusTabs} />
      </div>
      {open.data.length === 0 ? (
        <EmptyState title={box === 'messages' ? 'Tidak ada pesan' : 'Tidak ada laporan'} icon={<MailIcon />}>
          {q ? `Tidak ada yang cocok dengan “${q}”.` : 'Kotak ini kosong untuk filter ini.'}
        </EmptyState>
      ) : (
        <ul className={cardClass}>
          {box === 'messages'
            ? messages.data.map((m) => (
                <InboxItem
                  key={m.id}
                  box="messages"
                  id={m.id}
                  title={m.subject}
                  meta={
                    <>
                      {m.name} ·{' '}
                      <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className={linkClass}>
                        {m.email}
                      </a>
                      {m.phone ? ` · ${m.phone}` : ''}
                    </>
                  }
                  body={m.message}
                  createdAt={m.created_at}
                  readAt={m.read_at}
                />
              ))
            : reports.data.map((r) => (
                <InboxItem
                  key={r.id}
                  box="reports"
                  id={r.id}
                  title={r.page}
                  meta={[r.email ?? 'tanpa email', r.user_agent].filter(Boolean).join(' · ')}
                  body={r.description}
                  createdAt={r.created_at}
                  readAt={r.read_at}
                />
              ))}
        </ul>
      )}
      <Pagination
        page={page}
        perPage={INBOX_PER_PAGE}
        total={open.totalRecords}
        noun={box === 'messages' ? 'pesan' : 'laporan'}
        hrefFor={(p) => paths.contentInbox.href({ box: boxParam, q, status: statusParam, page: p })}
      />
    </div>
  );
}
