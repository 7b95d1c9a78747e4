import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '../../components/avatar';
import { secondaryButtonClass } from '../../components/field-styles';
import {
  checkPhotoFile,
  PHOTO_TYPES,
  PhotoProblem,
  readAsDataUrl,
  shrinkPhoto,
} from '../../lib/photo';

/** Props of {@link PhotoField}. */
export interface PhotoFieldProps {
  firstName: string;
  lastName: string;
  /** The current photo URL. */
  image: string | null;
  /** The API's error for the photo. */
  error?: string;
}

/**
 * Photo upload: the chosen file is checked (type, at most 2 MB, a picture of at least 64×64 the
 * browser can read), read in the browser into a `data:` URL, shown as a preview and sent with the
 * form as the hidden `member_image` field. "Hapus foto" drops the chosen file and, when there is a
 * saved photo, sends `remove_photo` so the initials show instead, as for a member without one.
 */
export function PhotoField({ firstName, lastName, image, error }: PhotoFieldProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [isRemoved, setRemoved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const shownError = localError ?? error;
  const shownImage = isRemoved ? null : (preview ?? image);

  /** "Hapus foto", and again to keep the saved photo (one button, so the focus stays on it). */
  function toggleRemoved() {
    setLocalError(null);
    if (isRemoved) {
      setRemoved(false);
      return;
    }
    setPreview(null);
    setRemoved(image !== null);
    const input = fileInput.current;
    if (!input) return;
    input.value = '';
    // Only a chosen file went: the button goes with it, so the focus moves to "Pilih foto".
    if (image === null) input.focus();
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setLocalError(null);
    if (!file) return;
    const problem = checkPhotoFile(file);
    if (problem) {
      setLocalError(problem);
      setPreview(null);
      event.target.value = '';
      return;
    }
    setIsReading(true);
    try {
      setPreview(await shrinkPhoto(await readAsDataUrl(file)));
      setRemoved(false);
    } catch (problem) {
      setLocalError(
        problem instanceof PhotoProblem
          ? problem.message
          : 'Foto tidak dapat dibaca. Coba pilih foto lain.',
      );
      setPreview(null);
      event.target.value = '';
    } finally {
      setIsReading(false);
    }
  }

  return (
    <fieldset className="flex flex-wrap items-center gap-5">
      <legend className="text-ink mb-3 block text-sm font-semibold">Foto Profil</legend>
      <Avatar
        firstName={firstName}
        lastName={lastName}
        image={shownImage}
        className="size-20 text-2xl"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap gap-2">
          <label
            className={`${secondaryButtonClass} cursor-pointer py-2 text-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-(--color-focus)`}
          >
            {isReading ? 'Membaca foto…' : preview ? 'Ganti pilihan foto' : 'Pilih foto'}
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={onChange}
              className="sr-only"
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${inputId}-hint${shownError ? ` ${inputId}-error` : ''}`}
            />
          </label>
          {shownImage || isRemoved ? (
            <button
              type="button"
              onClick={toggleRemoved}
              className={`${secondaryButtonClass} py-2 text-sm`}
            >
              {isRemoved ? 'Batal hapus foto' : 'Hapus foto'}
            </button>
          ) : null}
        </div>
        <input type="hidden" name="member_image" value={preview ?? ''} />
        <input type="hidden" name="remove_photo" value={isRemoved ? 'true' : ''} />
        <p id={`${inputId}-hint`} className="text-ink-subtle mt-2 text-xs">
          JPEG, PNG, atau WebP, maksimal 2 MB.
          {preview ? ' Pratinjau di samping; simpan untuk memakainya.' : ''}
          {isRemoved ? ' Simpan profil untuk menghapus foto Anda.' : ''}
        </p>
        {shownError ? (
          <p id={`${inputId}-error`} role="alert" className="text-danger mt-1.5 text-sm">
            {shownError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
