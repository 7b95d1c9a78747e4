import { useId, useState, type ChangeEvent } from 'react';
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
 * form as the hidden `member_image` field.
 */
export function PhotoField({ firstName, lastName, image, error }: PhotoFieldProps) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const shownError = localError ?? error;

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
        image={preview ?? image}
        className="size-20 text-2xl"
      />
      <div className="min-w-0 flex-1">
        <label
          className={`${secondaryButtonClass} cursor-pointer py-2 text-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-(--color-focus)`}
        >
          {isReading ? 'Membaca foto…' : preview ? 'Ganti pilihan foto' : 'Pilih foto'}
          <input
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={onChange}
            className="sr-only"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${inputId}-hint${shownError ? ` ${inputId}-error` : ''}`}
          />
        </label>
        <input type="hidden" name="member_image" value={preview ?? ''} />
        <p id={`${inputId}-hint`} className="text-ink-subtle mt-2 text-xs">
          JPEG, PNG, atau WebP, maksimal 2 MB.
          {preview ? ' Pratinjau di samping; simpan untuk memakainya.' : ''}
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
