import { whileSending } from '@sbc/ui/while-sending';
import { useId, useState } from 'react';
import {
  cardClass,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/styles';
import { useToast } from '../../components/toast';
import { adminApi } from '../../lib/api';
import { describeError } from '../../lib/errors';
import { GALLERY_PHOTO_LIMITS, IMAGE_TYPES, readImageFile } from '../../lib/image-file';
import { UploadProgress } from './image-input';

/** A chosen file waiting for its alt text, then uploaded on its own. */
interface Pending {
  key: string;
  name: string;
  preview: string;
  alt: string;
  caption: string;
  progress: number | null;
  error: string | null;
}

let pendingKey = 0;

/**
 * Chooses photos, asks each one's alt text and caption, then uploads them to the album one
 * request each with its progress; `onUploaded` runs after the uploads.
 */
export function PhotoUpload({
  albumId,
  onUploaded,
}: {
  albumId: number;
  onUploaded: () => Promise<unknown>;
}) {
  const toast = useToast();
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileId = useId();

  async function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    const added = await Promise.all(
      chosen.map(async (file) => {
        const read = await readImageFile(file, GALLERY_PHOTO_LIMITS);
        const problem = 'error' in read ? read.error : null;
        return {
          key: `p${pendingKey++}`,
          name: file.name,
          preview: 'error' in read ? '' : read.dataUrl,
          alt: '',
          caption: '',
          progress: null,
          error: problem,
        };
      }),
    );
    setPending((list) => [...list, ...added]);
  }

  const patch = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  /** Uploads the waiting photos one request each, in order; failed ones stay in the list. */
  async function uploadAll() {
    const ready = pending.filter((p) => p.preview && !p.error);
    const missingAlt = ready.filter((p) => !p.alt.trim());
    if (missingAlt.length) {
      for (const p of missingAlt) patch(p.key, { error: 'Teks alternatif wajib diisi' });
      return;
    }
    setUploading(true);
    let uploaded = 0;
    for (const p of ready) {
      patch(p.key, { progress: 0, error: null });
      try {
        await adminApi.uploadGalleryImage(
          {
            body: {
              album_id: albumId,
              image: p.preview,
              alt: p.alt.trim(),
              caption: p.caption.trim(),
            },
          },
          { onUploadProgress: (fraction) => patch(p.key, { progress: fraction }) },
        );
        uploaded += 1;
        setPending((list) => list.filter((item) => item.key !== p.key));
      } catch (error) {
        patch(p.key, { progress: null, error: describeError(error).message });
      }
    }
    setUploading(false);
    if (uploaded) toast({ tone: 'success', title: `${uploaded} foto diunggah` });
    await onUploaded();
  }

  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="upload-title">
      <h2 id="upload-title" className="text-brand-900 mb-1 text-lg font-bold">
        Unggah foto
      </h2>
      <p className="text-ink-muted mb-4 text-sm">
        JPEG, PNG, atau WebP, minimal 320×240 piksel, maksimal 8 MB per foto. Setiap foto wajib
        diberi teks alternatif.
      </p>
      <input
        id={fileId}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className="peer sr-only"
        onChange={(e) => {
          void choose(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={fileId}
        className={`${secondaryButtonClass} peer-focus-visible:ring-brand-500 cursor-pointer peer-focus-visible:ring-2`}
      >
        Pilih foto…
      </label>
      {pending.length ? (
        <>
          <ul className="mt-4 grid gap-3" aria-label="Foto yang akan diunggah">
            {pending.map((p, index) => (
              <li
                key={p.key}
                className="border-line grid gap-3 rounded-xl border p-3 sm:grid-cols-[8rem_1fr]"
              >
                <div className="bg-surface-muted aspect-[4/3] overflow-hidden rounded-lg">
                  {p.preview ? (
                    <img
                      src={p.preview}
                      alt={`Pratinjau ${p.name}`}
                      className="size-full object-cover"
                    />
                  ) : null}
                </div>
                <div className="grid gap-2">
                  <p className="text-ink-muted truncate text-xs">{p.name}</p>
                  <div>
                    <label htmlFor={`${p.key}-alt`} className="text-ink text-sm font-semibold">
                      Teks alternatif foto {index + 1}
                    </label>
                    <input
                      id={`${p.key}-alt`}
                      className={`${inputClass} read-only:bg-surface-muted mt-1`}
                      value={p.alt}
                      maxLength={300}
                      required
                      readOnly={uploading}
                      disabled={!p.preview}
                      aria-invalid={p.error ? true : undefined}
                      onChange={(e) => patch(p.key, { alt: e.currentTarget.value, error: null })}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${p.key}-caption`} className="text-ink text-sm font-semibold">
                      Keterangan foto {index + 1}
                    </label>
                    <input
                      id={`${p.key}-caption`}
                      className={`${inputClass} read-only:bg-surface-muted mt-1`}
                      value={p.caption}
                      maxLength={500}
                      readOnly={uploading}
                      disabled={!p.preview}
                      onChange={(e) => patch(p.key, { caption: e.currentTarget.value })}
                    />
                  </div>
                  {p.progress !== null ? (
                    <UploadProgress fraction={p.progress} label={`Mengunggah ${p.name}`} />
                  ) : null}
                  {p.error ? (
                    <p className="text-danger text-sm" role="alert">
                      {p.error}
                    </p>
                  ) : null}
                  <button
                    type="button"
                    className="text-danger w-fit text-sm font-semibold hover:underline aria-disabled:cursor-wait aria-disabled:opacity-60 aria-disabled:hover:no-underline"
                    {...whileSending(uploading, () =>
                      setPending((list) => list.filter((item) => item.key !== p.key)),
                    )}
                  >
                    Batal pilih
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className={primaryButtonClass}
              {...whileSending(uploading, () => void uploadAll())}
            >
              {uploading ? 'Mengunggah…' : `Unggah ${pending.filter((p) => p.preview).length} foto`}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
