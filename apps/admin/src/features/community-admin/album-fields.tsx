import type { CommunityAlbum, CommunityChapter } from '@sbc/contract';
import { TextField } from '../../components/text-field';
import { SelectField, TextArea } from '../../components/form-fields';
import { ChapterOptions } from './chapter-options';
import { type FieldErrors } from './form-kit';

/** The fields of an album (create dialog and album page). */
export function AlbumFields({
  album,
  categories,
  chapters,
  errors,
  allowNational,
}: {
  album: CommunityAlbum | null;
  categories: { id: number; title: string }[];
  chapters: CommunityChapter[];
  errors: FieldErrors;
  allowNational: boolean;
}) {
  return (
    <>
      <TextField
        name="title"
        label="Judul album"
        required
        maxLength={200}
        defaultValue={album?.title}
        error={errors.title}
      />
      <TextField
        name="slug"
        label="Permalink"
        maxLength={200}
        defaultValue={album?.slug}
        error={errors.slug}
        hint={
          album
            ? 'Jika diubah, alamat lama akan dialihkan ke permalink baru.'
            : 'Kosongkan agar dibuat dari judul.'
        }
      />
      <TextArea
        name="description"
        label="Deskripsi"
        rows={2}
        maxLength={2000}
        defaultValue={album?.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category_id"
          label="Kategori"
          defaultValue={album?.category_id ?? categories[0]?.id}
          error={errors.category_id}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <TextField
          name="event_date"
          type="date"
          label="Tanggal kegiatan"
          required
          defaultValue={album?.event_date ?? new Date().toISOString().slice(0, 10)}
          error={errors.event_date}
        />
      </div>
      <SelectField
        name="chapter_id"
        label="Chapter"
        defaultValue={
          album ? (album.chapter_id ?? '') : allowNational ? '' : (chapters[0]?.id ?? '')
        }
        error={errors.chapter_id}
      >
        <ChapterOptions chapters={chapters} allowNational={allowNational} />
      </SelectField>
    </>
  );
}
