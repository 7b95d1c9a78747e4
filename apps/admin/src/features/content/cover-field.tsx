import { useState } from 'react';
import { labelClass, secondaryButtonClass } from '../../components/styles';
import { COVER_LIMITS, IMAGE_TYPES, readImageFile } from '../../lib/image-file';

/** What the cover will be on saving: kept, replaced by a new picture, or removed. */
export type CoverChange = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' };

/** Props of {@link CoverField}. */
export interface CoverFieldProps {
  /** The stored cover's URL. */
  currentUrl: string | null;
  change: CoverChange;
  onChange: (change: CoverChange) => void;
  error?: string;
}

/** The cover picture: pick a file, see it at once, or remove it. */
export function CoverField({ currentUrl, change, onChange, error }: CoverFieldProps) {
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = change.kind === 'new' ? change.dataUrl : change.kind === 'keep' ? currentUrl : null;
  const message = localError ?? error;
  return (
    <div>
      <p className={labelClass} id="cover-label">
        Gambar sampul
      </p>
      <div className="border-line bg-surface-muted mt-1.5 aspect-video overflow-hidden rounded-xl border">
        {shown ? (
          <img src={shown} alt="Pratinjau gambar sampul" className="size-full object-cover" />
        ) : (
          <div className="text-ink-subtle flex size-full items-center justify-center p-4 text-center text-sm">
            Belum ada gambar sampul
          </div>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <label className={`${secondaryButtonClass} cursor-pointer`}>
          {shown ? 'Ganti gambar' : 'Pilih gambar'}
          <input
            type="file"
            name="cover"
            aria-labelledby="cover-label"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const read = await readImageFile(file, COVER_LIMITS);
              if ('error' in read) {
                setLocalError(read.error);
                return;
              }
              setLocalError(null);
              onChange({ kind: 'new', dataUrl: read.dataUrl });
            }}
          />
        </label>
        {shown ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => onChange(currentUrl && change.kind === 'new' ? { kind: 'keep' } : { kind: 'remove' })}
          >
            {currentUrl && change.kind === 'new' ? 'Batalkan penggantian' : 'Hapus gambar'}
          </button>
        ) : null}
      </div>
      <p className="text-ink-subtle mt-1.5 text-xs">JPEG, PNG, atau WebP; minimal 600×300 piksel, maksimal 8 MB.</p>
      {message ? (
        <p role="alert" className="text-danger mt-1.5 text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
