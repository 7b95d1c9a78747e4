import { whileSending } from '@sbc/ui/while-sending';
import type { CommunityImage } from '@sbc/contract';
import { cardClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { adminApi } from '../../lib/api';
import { iconButtonClass, MoveButtons, useApiAction } from './form-kit';

/** The album's stored photos, in order, each editable on its own. */
export function PhotoList({
  images,
  busy,
  onMove,
  onDelete,
  onSaved,
}: {
  images: CommunityImage[];
  /** True while a move or delete runs: the move buttons wait. */
  busy: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onDelete: (image: CommunityImage) => void;
  onSaved: () => Promise<void>;
}) {
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="photos-title">
      <h2 id="photos-title" className="text-brand-900 mb-4 text-lg font-bold">
        Foto album ({images.length})
      </h2>
      {images.length === 0 ? <p className="text-ink-muted text-sm">Belum ada foto.</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {images.map((image, index) => (
          <PhotoItem
            key={image.id}
            image={image}
            index={index}
            count={images.length}
            busy={busy}
            onMove={(step) => onMove(index, step)}
            onDelete={() => onDelete(image)}
            onSaved={onSaved}
          />
        ))}
      </ol>
    </section>
  );
}

/** One stored photo: preview, alt text and caption editing, move and delete buttons. */
function PhotoItem({
  image,
  index,
  count,
  busy,
  onMove,
  onDelete,
  onSaved,
}: {
  image: CommunityImage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  onSaved: () => Promise<void>;
}) {
  const { busy: saving, errors, run, forgetChangedField } = useApiAction();
  const label = image.alt || `foto ${index + 1}`;
  return (
    <li className="border-line grid content-start gap-2 rounded-xl border p-3">
      <div className="bg-surface-muted aspect-[4/3] overflow-hidden rounded-lg">
        <img src={image.thumb} alt={image.alt} loading="lazy" className="size-full object-cover" />
      </div>
      <form
        noValidate
        className="grid gap-2"
        onInput={forgetChangedField}
        onSubmit={async (e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const saved = await run(
            () =>
              adminApi.updateGalleryImage({
                body: {
                  id: image.id,
                  alt: String(form.get('alt') ?? ''),
                  caption: String(form.get('caption') ?? ''),
                },
              }),
            'Keterangan foto disimpan',
          );
          if (saved) await onSaved();
        }}
      >
        <TextField
          id={`alt-${image.id}`}
          name="alt"
          label="Teks alternatif"
          required
          maxLength={300}
          defaultValue={image.alt}
          error={errors.alt}
        />
        <TextField
          id={`caption-${image.id}`}
          name="caption"
          label="Keterangan"
          maxLength={500}
          defaultValue={image.caption}
          error={errors.caption}
        />
        <div className="flex flex-wrap items-center justify-between gap-1">
          <span className="flex gap-1">
            <MoveButtons label={label} index={index} count={count} isBusy={busy} onMove={onMove} />
            <button
              type="button"
              className={`${iconButtonClass} text-danger`}
              aria-label={`Hapus ${label}`}
              onClick={onDelete}
            >
              ✕
            </button>
          </span>
          <button type="submit" className={iconButtonClass} {...whileSending(saving)}>
            Simpan
          </button>
        </div>
      </form>
    </li>
  );
}
