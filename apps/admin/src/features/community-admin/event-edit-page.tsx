import type { CommunityChapter, CommunityEventDetail } from '@sbc/contract';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/badge';
import { PageHeader } from '../../components/page-header';
import { RichTextField } from '../../components/rich-text-field';
import { dangerButtonClass, secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { SelectField, TextArea } from '../../components/form-fields';
import { env } from '../../env';
import { adminApi } from '../../lib/api';
import { useAdminProfile } from '../../lib/profile';
import { CheckboxField, FormSection, SaveBar, text, useApiAction } from './form-kit';
import { ImageInput, UploadProgress } from './image-input';
import { type eventLoader } from './loaders';
import { communityPaths } from './paths';
import { newSpeaker, type Speaker, SpeakersField } from './speakers-field';
import { fromWibInput, toWibInput } from './wib-input';

type Data = Awaited<ReturnType<typeof eventLoader>>;

/** The chapter choices: a chapter admin has only their own; the super admin also "Nasional". */
export function ChapterOptions({
  chapters,
  allowNational,
}: {
  chapters: CommunityChapter[];
  allowNational: boolean;
}) {
  return (
    <>
      {allowNational ? <option value="">Nasional (tanpa chapter)</option> : null}
      {chapters.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}

const numberOrEmpty = (value: string) => (value === '' ? '' : Number(value));

/** `/admin/community/events/new` and `/admin/community/events/:id`: the event form. */
export function EventEditPage() {
  const { event, chapters } = useLoaderData<Data>();
  // Remount on another event so every field starts from its values.
  return <EventForm key={event?.id ?? 'new'} event={event} chapters={chapters} />;
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
  const { busy, errors, run, setErrors } = useApiAction();
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
    const startsAt = fromWibInput(text(form, 'starts_at'));
    const endsAt = fromWibInput(text(form, 'ends_at'));
    const missing = {
      ...(startsAt === null ? { starts_at: 'Isi tanggal dan jam mulai' } : {}),
      ...(endsAt === null ? { ends_at: 'Isi tanggal dan jam selesai' } : {}),
    };
    if (Object.keys(missing).length) {
      setErrors(missing);
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
      setCover({ dataUrl: null, removed: false });
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
        onSubmit={(e) => {
          e.preventDefault();
          void save(new FormData(e.currentTarget));
        }}
      >
        <FormSection title="Informasi acara">
          <TextField
            name="title"
            label="Judul"
            required
            maxLength={200}
            defaultValue={event?.event_title}
            error={errors.title}
          />
          <TextField
            name="slug"
            label="Permalink"
            maxLength={200}
            defaultValue={event?.event_slug}
            error={errors.slug}
            hint="Kosongkan agar dibuat dari judul. Huruf kecil, angka, dan tanda hubung."
          />
          <TextArea
            name="summary"
            label="Ringkasan"
            rows={2}
            maxLength={500}
            defaultValue={event?.event_summary}
            error={errors.summary}
          />
          <RichTextField
            label="Deskripsi"
            initialHtml={event?.description ?? ''}
            onChange={setDescription}
            error={errors.description}
          />
          <ImageInput
            label="Gambar sampul"
            current={event?.event_image ?? null}
            error={errors.cover_image}
            hint="JPEG, PNG, atau WebP, minimal 600×300 piksel, maksimal 8 MB."
            onChange={(dataUrl, removed) => setCover({ dataUrl, removed })}
          />
          {progress !== null ? (
            <UploadProgress fraction={progress} label="Mengunggah sampul" />
          ) : null}
        </FormSection>

        <FormSection title="Waktu dan tempat">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="starts_at"
              label="Mulai (WIB)"
              type="datetime-local"
              required
              defaultValue={toWibInput(event?.starts_at)}
              error={errors.starts_at}
            />
            <TextField
              name="ends_at"
              label="Selesai (WIB)"
              type="datetime-local"
              required
              defaultValue={toWibInput(event?.ends_at)}
              error={errors.ends_at}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="place"
              label="Tempat"
              maxLength={200}
              defaultValue={event?.place ?? ''}
              error={errors.place}
            />
            <TextField
              name="city"
              label="Kota"
              maxLength={80}
              defaultValue={event?.city ?? ''}
              error={errors.city}
            />
          </div>
          <TextArea
            name="address"
            label="Alamat"
            rows={2}
            maxLength={500}
            defaultValue={event?.address ?? ''}
            error={errors.address}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="online_url"
              label="Tautan acara daring"
              type="url"
              maxLength={500}
              placeholder="https://"
              defaultValue={event?.online_url ?? ''}
              error={errors.online_url}
            />
            <TextField
              name="map_url"
              label="Tautan peta"
              type="url"
              maxLength={500}
              placeholder="https://"
              defaultValue={event?.map_url ?? ''}
              error={errors.map_url}
            />
          </div>
        </FormSection>

        <FormSection title="Pendaftaran">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="seats"
              label="Kursi"
              type="number"
              min={1}
              inputMode="numeric"
              defaultValue={event?.seats ?? ''}
              error={errors.seats}
              hint="Kosongkan bila tidak dibatasi."
            />
            <TextField
              name="price_member"
              label="Harga anggota (Rp)"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={event?.price_member ?? 0}
              error={errors.price_member}
            />
            <TextField
              name="price_non_member"
              label="Harga umum (Rp)"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={event?.price_non_member ?? 0}
              error={errors.price_non_member}
            />
          </div>
          <SelectField
            name="chapter_id"
            label="Chapter"
            defaultValue={event ? (event.chapter_id ?? '') : isSuper ? '' : (chapters[0]?.id ?? '')}
            error={errors.chapter_id}
          >
            <ChapterOptions chapters={chapters} allowNational={isSuper} />
          </SelectField>
          <div className="flex flex-wrap gap-x-6">
            <CheckboxField
              name="published"
              label="Terbitkan di situs"
              defaultChecked={event?.published ?? true}
            />
            <CheckboxField
              name="registration_open"
              label="Pendaftaran dibuka"
              defaultChecked={event?.registration_setting ?? true}
            />
          </div>
        </FormSection>

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
