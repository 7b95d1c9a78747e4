import type { CommunityChapter, CommunityEventDetail } from '@sbc/contract';
import { RichTextField } from '../../components/rich-text-field';
import { TextField } from '../../components/text-field';
import { SelectField, TextArea } from '../../components/form-fields';
import { ChapterOptions } from './chapter-options';
import { CheckboxField, type FieldErrors, FormSection } from './form-kit';
import { COVER_LIMITS } from '../../lib/image-file';
import { ImageInput, UploadProgress } from './image-input';
import { toWibInput } from './wib-input';

/** Title, permalink, summary, description and cover of the event, with the cover's upload progress. */
export function EventInfoFields({
  event,
  errors,
  progress,
  onDescriptionChange,
  onCoverChange,
}: {
  event: CommunityEventDetail | null;
  errors: FieldErrors;
  progress: number | null;
  onDescriptionChange: (html: string) => void;
  onCoverChange: (cover: { dataUrl: string | null; removed: boolean }) => void;
}) {
  return (
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
        hint={
          event
            ? 'Huruf kecil, angka, dan tanda hubung. Jika diubah, alamat lama akan dialihkan ke permalink baru.'
            : 'Kosongkan agar dibuat dari judul. Huruf kecil, angka, dan tanda hubung.'
        }
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
        onChange={onDescriptionChange}
        error={errors.description}
      />
      <ImageInput
        label="Gambar sampul"
        limits={COVER_LIMITS}
        current={event?.event_image ?? null}
        error={errors.cover_image}
        hint="JPEG, PNG, atau WebP, minimal 600×300 piksel, maksimal 8 MB."
        onChange={(dataUrl, removed) => onCoverChange({ dataUrl, removed })}
      />
      {progress !== null ? <UploadProgress fraction={progress} label="Mengunggah sampul" /> : null}
    </FormSection>
  );
}

/** When (in WIB) and where the event takes place, on site or online. */
export function EventScheduleFields({
  event,
  errors,
}: {
  event: CommunityEventDetail | null;
  errors: FieldErrors;
}) {
  return (
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
  );
}

/** Seats, prices, chapter, and whether the event is published and open for registration. */
export function EventRegistrationFields({
  event,
  chapters,
  isSuper,
  errors,
}: {
  event: CommunityEventDetail | null;
  chapters: CommunityChapter[];
  isSuper: boolean;
  errors: FieldErrors;
}) {
  return (
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
  );
}
