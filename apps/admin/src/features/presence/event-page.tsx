import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs } from '../../components/filter-tabs';
import { UsersIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { paths } from '../../config/paths';
import { adminApi } from '../../lib/api';
import { expectFile } from '../../lib/download';
import { CheckInBox } from './check-in-box';
import { type EventLoaderData, PARTICIPANTS_PER_PAGE, type StatusFilter } from './event-loader';
import { EventSummary } from './event-summary';
import { ParticipantsTable } from './participants-table';
import { ScanButton } from './scan-button';
import { useCheckIn } from './use-check-in';

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'Semua',
  present: 'Hadir',
  absent: 'Belum hadir',
};

function emptyText(q: string | undefined, status: StatusFilter): string {
  if (q) return `Tidak ada peserta yang cocok dengan “${q}”.`;
  if (status === 'present') return 'Belum ada peserta yang tercatat hadir.';
  if (status === 'absent') return 'Semua peserta sudah tercatat hadir.';
  return 'Belum ada peserta yang mendaftar untuk event ini.';
}

/** `/admin/presence/:slug`: check participants in by code, QR scan or row, and export the list. */
export function EventPage() {
  const { event, participants, q, status, page } = useLoaderData<EventLoaderData>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { checkIn, undo, pendingKey } = useCheckIn(event.id);
  const pendingId = pendingKey?.startsWith('row:') ? Number(pendingKey.slice(4)) : null;
  const statusParam = status === 'all' ? undefined : status;
  const counts: Record<StatusFilter, number> = {
    all: event.participant_count,
    present: event.attendance_count,
    absent: Math.max(0, event.participant_count - event.attendance_count),
  };

  function search(text: string) {
    setSearchParams(
      (params) => {
        if (text) params.set('q', text);
        else params.delete('q');
        params.delete('page');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div>
      <PageHeader
        documentTitle={`Presensi ${event.event_title}`}
        title={event.event_title}
        back={{ to: paths.presence.href(), label: 'Semua event' }}
        actions={
          <DownloadButton
            download={() =>
              expectFile(adminApi.exportEventPresence({ body: { event_id: event.id } }))
            }
            fallbackName={`presensi-${event.event_slug}.xlsx`}
          >
            Unduh Excel
          </DownloadButton>
        }
      />
      <EventSummary event={event} />
      <CheckInBox
        query={q}
        onSearch={search}
        checkIn={checkIn}
        isBusy={pendingKey?.startsWith('code:') ?? false}
        scanButton={<ScanButton checkIn={checkIn} eventTitle={event.event_title} />}
      />
      <section aria-labelledby="participants-heading">
        <h2 id="participants-heading" className="sr-only">
          Peserta
        </h2>
        <div className="mb-4">
          <FilterTabs
            label="Status kehadiran"
            tabs={(Object.keys(STATUS_LABELS) as StatusFilter[]).map((key) => ({
              label: STATUS_LABELS[key],
              shortLabel: key === 'absent' ? 'Belum' : undefined,
              count: counts[key],
              to: paths.presenceEvent.href(event.event_slug, {
                q,
                status: key === 'all' ? undefined : key,
              }),
              isActive: key === status,
            }))}
          />
        </div>
        <div
          aria-busy={navigation.state === 'loading'}
          className={
            navigation.state === 'loading' ? 'opacity-60 transition-opacity' : 'transition-opacity'
          }
        >
          {participants.data.length === 0 ? (
            <EmptyState title="Tidak ada peserta" icon={<UsersIcon />}>
              {emptyText(q, status)}
            </EmptyState>
          ) : (
            <ParticipantsTable
              participants={participants.data}
              pendingId={pendingId}
              onCheckIn={(participant) =>
                void checkIn({ registration_id: participant.registration_id })
              }
              onUndo={undo}
            />
          )}
        </div>
        <Pagination
          page={page}
          perPage={PARTICIPANTS_PER_PAGE}
          total={participants.totalRecords}
          noun="peserta"
          hrefFor={(p) =>
            paths.presenceEvent.href(event.event_slug, { q, status: statusParam, page: p })
          }
        />
      </section>
    </div>
  );
}
