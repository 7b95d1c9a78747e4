import { useId, useState } from 'react';
import { labelClass, secondaryButtonClass } from '../../components/styles';
import { IMAGE_TYPES, type ImageLimits, readImageFile } from '../../lib/image-file';

/** Props of {@link ImageInput}. */
export interface ImageInputProps {
  label: string;
  /** The smallest picture the API takes for it; a smaller or broken file is refused at once. */
  limits: ImageLimits;
  /** The image shown now (the stored one), or null. */
  current: string | null;
  /** Called with the chosen image as a data URL, or null when it is removed. */
  onChange: (dataUrl: string | null, removed: boolean) => void;
  error?: string;
  hint?: string;
  /** Shape of the preview. */
  shape?: 'wide' | 'square';
}

/** Chooses one image with a preview of what will be saved, and a way to remove it. */
export function ImageInput({
  label,
  limits,
  current,
  onChange,
  error,
  hint,
  shape = 'wide',
}: ImageInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className={
            shape === 'square'
              ? 'bg-surface-muted ring-line size-28 shrink-0 overflow-hidden rounded-xl ring-1'
              : 'bg-surface-muted ring-line aspect-[1200/630] w-full shrink-0 overflow-hidden rounded-xl ring-1 sm:w-64'
          }
        >
          {preview ? (
            <img
              src={preview}
              alt={`Pratinjau ${label.toLowerCase()}`}
              className="size-full object-cover"
            />
          ) : (
            <span className="text-ink-subtle flex size-full items-center justify-center p-2 text-center text-xs">
              Belum ada gambar
            </span>
          )}
        </div>
        <div className="grid gap-2">
          <div>
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-labelledby={`${id}-label`}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
              className="peer sr-only"
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (!file) return;
                const read = await readImageFile(file, limits);
                if ('error' in read) {
                  setProblem(read.error);
                  return;
                }
                setProblem(null);
                setPreview(read.dataUrl);
                onChange(read.dataUrl, false);
              }}
            />
            <label
              htmlFor={id}
              className={`${secondaryButtonClass} peer-focus-visible:ring-brand-500 cursor-pointer peer-focus-visible:ring-2`}
            >
              {preview ? 'Ganti gambar…' : 'Pilih gambar…'}
            </label>
          </div>
          {preview ? (
            <button
              type="button"
              className="text-danger w-fit text-sm font-semibold underline-offset-4 hover:underline"
              onClick={() => {
                setPreview(null);
                onChange(null, true);
              }}
            >
              Hapus gambar
            </button>
          ) : null}
          {hint ? <p className="text-ink-subtle text-xs">{hint}</p> : null}
          {shown ? (
            <p id={`${id}-error`} className="text-danger text-sm">
              {shown}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** An upload's progress bar with its percentage. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-1">
      <div className="text-ink-muted flex justify-between text-xs">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-surface-muted h-2 overflow-hidden rounded-full"
      >
        <div className="bg-brand h-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
