import { useId } from 'react';
import { inputClass, secondaryButtonClass } from '../../components/styles';
import { type FieldErrors, iconButtonClass, MoveButtons } from './form-kit';

export interface Speaker {
  /** Only for React's list keys. */
  key: string;
  name: string;
  title: string;
}

let nextKey = 0;
export const newSpeaker = (name = '', title = ''): Speaker => ({
  key: `s${nextKey++}`,
  name,
  title,
});

/** Moves the item at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const other = index + step;
  if (other < 0 || other >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  return copy;
}

/** The speakers of an event, in the order the event page shows them. */
export function SpeakersField({
  speakers,
  onChange,
  errors,
}: {
  speakers: Speaker[];
  onChange: (s: Speaker[]) => void;
  errors: FieldErrors;
}) {
  const id = useId();
  const update = (index: number, patch: Partial<Speaker>) =>
    onChange(speakers.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <div>
      <p className="sr-only" id={`${id}-label`}>
        Daftar pembicara
      </p>
      {speakers.length === 0 ? (
        <p className="text-ink-muted mt-1 text-sm">Belum ada pembicara.</p>
      ) : null}
      <ol aria-labelledby={`${id}-label`} className="mt-2 grid gap-3">
        {speakers.map((speaker, index) => {
          const nameError = errors[`speakers.${index}.name`];
          return (
            <li
              key={speaker.key}
              className="border-line grid gap-2 rounded-xl border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <div>
                <label
                  htmlFor={`${id}-name-${index}`}
                  className="text-ink-muted text-xs font-semibold"
                >
                  Nama pembicara {index + 1}
                </label>
                <input
                  id={`${id}-name-${index}`}
                  name={`speakers.${index}.name`}
                  className={`${inputClass} mt-1`}
                  value={speaker.name}
                  maxLength={120}
                  aria-invalid={nameError ? true : undefined}
                  onChange={(e) => update(index, { name: e.currentTarget.value })}
                />
                {nameError ? <p className="text-danger mt-1 text-sm">{nameError}</p> : null}
              </div>
              <div>
                <label
                  htmlFor={`${id}-title-${index}`}
                  className="text-ink-muted text-xs font-semibold"
                >
                  Jabatan atau keahlian
                </label>
                <input
                  id={`${id}-title-${index}`}
                  className={`${inputClass} mt-1`}
                  value={speaker.title}
                  maxLength={200}
                  onChange={(e) => update(index, { title: e.currentTarget.value })}
                />
              </div>
              <div className="flex gap-1">
                <MoveButtons
                  label={speaker.name || `pembicara ${index + 1}`}
                  index={index}
                  count={speakers.length}
                  onMove={(step) => onChange(moved(speakers, index, step))}
                />
                <button
                  type="button"
                  className={`${iconButtonClass} text-danger`}
                  aria-label={`Hapus ${speaker.name || `pembicara ${index + 1}`}`}
                  onClick={() => onChange(speakers.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${secondaryButtonClass} mt-3`}
        onClick={() => onChange([...speakers, newSpeaker()])}
      >
        Tambah pembicara
      </button>
    </div>
  );
}
