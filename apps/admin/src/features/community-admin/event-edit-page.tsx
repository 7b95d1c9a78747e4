import { formatNumberId } from '@sbc/format/rupiah';
import type { CommunityChapter, CommunityEventDetail } from '@sbc/contract';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/badge';
import { PageHeader } from '../../components/page-header';
import { dangerButtonClass, secondaryButtonClass } from '../../components/styles';
import { env } from '../../env';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { EventInfoFields, EventRegistrationFields, EventScheduleFields } from './event-fields';
import { checkEventForm } from './event-form-check';
import { FormSection, SaveBar, text, useApiAction } from './form-kit';
import { type eventLoader } from './loaders';
import { communityPaths } from './paths';
import { newSpeaker, type Speaker, SpeakersField } from './speakers-field';

type Data = Awaited<ReturnType<typeof eventLoader>>;

const numberOrEmpty = (value: string) => (value === '' ? '' : Number(value));

/** `/admin/community/events/new` and `/admin/community/events/:id`: the event form. */
export function EventEditPage() {
  const { event, chapters } = useLoaderData<Data>();
  // The fields are uncontrolled, so they only read `event` when mounted. Each time the loader
  // hands over a new event (another one, or this one again after a save) the form mounts afresh:
  // it shows what the server now holds, and a later save cannot send older values back.
  const [loaded, setLoaded] = useState({ event, version: 0 });
  if (loaded.event !== event) setLoaded({ event, version: loaded.version + 1 });
  return (
    <EventForm key={`${event?.id ?? 'new'}:${loaded.version}`} event={event} chapters={chapters} />
  );
}

function EventForm({
  event,
  chapters,
}: {
  event: CommunityEventDetail | null;
  chapters: CommunityChapter[];
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const isSuper = useAdminProfile()?.profile.role === 'super';
  const { busy, errors, run, markFields, forgetChangedField } = useApiAction();
  const [description, setDescription] = useState(event?.description ?? '');
  const [speakers, setSpeakers] = useState<Speaker[]>(() =>
    (event?.speakers ?? []).map((s) => newSpeaker(s.name, s.title)),
  );
  const [cover, setCover] = useState<{ dataUrl: string | null; removed: boolean }>({
    dataUrl: null,
    removed: false,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function save(form: FormData) {
    const { startsAt, endsAt, errors: early } = checkEventForm(form);
    if (Object.keys(early).length) {
      markFields(early);
      return;
    }
    const body = {
      title: text(form, 'title'),
      slug: text(form, 'slug'),
      summary: text(form, 'summary'),
      description,
      starts_at: startsAt ?? 0,
      ends_at: endsAt ?? 0,
      place: text(form, 'place'),
      address: text(form, 'address'),
      city: text(form, 'city'),
      online_url: text(form, 'online_url'),
      map_url: text(form, 'map_url'),
      seats: numberOrEmpty(text(form, 'seats')),
      price_member: Number(text(form, 'price_member') || 0),
      price_non_member: Number(text(form, 'price_non_member') || 0),
      speakers: speakers.map(({ name, title }) => ({ name: name.trim(), title: title.trim() })),
      chapter_id: text(form, 'chapter_id') === '' ? null : Number(text(form, 'chapter_id')),
      published: form.get('published') === 'on',
      registration_open: form.get('registration_open') === 'on',
      ...(cover.dataUrl ? { cover_image: cover.dataUrl } : {}),
      ...(cover.removed && !cover.dataUrl ? { remove_cover: true } : {}),
    };
    const options = cover.dataUrl ? { onUploadProgress: (f: number) => setProgress(f) } : {};
    const saved = await run(
      () =>
        event
          ? adminApi.updateCommunityEvent({ body: { ...body, id: event.id } }, options)
          : adminApi.createCommunityEvent({ body }, options),
      event ? 'Acara disimpan' : 'Acara dibuat',
    );
    setProgress(null);
    if (!saved) return;
    if (event) {
      // The form mounts again from the saved event (a permalink left empty shows the one kept,
      // one the server made unique shows as it is).
      await revalidator.revalidate();
    } else {
      await navigate(communityPaths.event(saved.id), { replace: true });
    }
  }

  return (
    <div>
      <PageHeader
        documentTitle={event ? `Ubah ${event.event_title}` : 'Buat acara'}
        title={event ? event.event_title : 'Buat acara'}
        back={{ to: communityPaths.events(), label: 'Semua acara' }}
        description={
          event ? (
            <span className="flex flex-wrap items-center gap-2">
              {event.published ? (
                <Badge tone="success">Terbit</Badge>
              ) : (
                <Badge tone="neutral">Belum terbit</Badge>
              )}
              <span>
                {event.participant_count} pendaftar
                {event.seats === null ? '' : ` dari ${event.seats} kursi`}
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>
                Dibagikan: {formatNumberId(event.share_links)} tautan · dibuka{' '}
                {formatNumberId(event.share_visits)} orang
              </span>
            </span>
          ) : undefined
        }
        actions={
          event ? (
            <>
              <Link to={communityPaths.registrations(event.id)} className={secondaryButtonClass}>
                Pendaftar
              </Link>
              {event.published ? (
                <a
                  href={`${env.WEB_URL}/event/${event.event_slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className={secondaryButtonClass}
                >
                  Lihat di situs
                </a>
              ) : null}
            </>
          ) : undefined
        }
      />
      <form
        noValidate
        className="grid gap-6"
        onInput={forgetChangedField}
        onSubmit={(e) => {
          e.preventDefault();
          void save(new FormData(e.currentTarget));
        }}
      >
        <EventInfoFields
          event={event}
          errors={errors}
          progress={progress}
          onDescriptionChange={setDescription}
          onCoverChange={setCover}
        />

        <EventScheduleFields event={event} errors={errors} />

        <EventRegistrationFields
          event={event}
          chapters={chapters}
          isSuper={isSuper}
          errors={errors}
        />

        <FormSection title="Pembicara">
          <SpeakersField speakers={speakers} onChange={setSpeakers} errors={errors} />
        </FormSection>

        <SaveBar busy={busy} label={event ? 'Simpan perubahan' : 'Buat acara'}>
          {event ? (
            <button
              type="button"
              className={dangerButtonClass}
              onClick={() => setConfirmDelete(true)}
            >
              Hapus acara
            </button>
          ) : null}
        </SaveBar>
      </form>
      {event ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Hapus acara ini?"
          description={
            event.participant_count > 0
              ? 'Acara yang sudah memiliki pendaftar tidak dapat dihapus. Batalkan terbitnya saja agar tidak tampil di situs.'
              : `“${event.event_title}” akan dihapus permanen.`
          }
          confirmLabel="Hapus"
          busy={busy}
          onConfirm={async () => {
            const done = await run(
              () => adminApi.deleteCommunityEvent({ body: { id: event.id } }),
              'Acara dihapus',
            );
            setConfirmDelete(false);
            if (done) await navigate(communityPaths.events(), { replace: true });
          }}
        />
      ) : null}
    </div>
  );
}
