import { useState } from 'react';
import { StarIcon } from './engagement-icons';

const LABELS = ['Sangat kurang', 'Kurang', 'Cukup', 'Bagus', 'Sangat bagus'] as const;

/**
 * Five stars as native radio buttons in a labelled group: Tab reaches the group, the arrow keys
 * move between stars, Space chooses; each star says its value ("4 dari 5 bintang: Bagus").
 */
export function StarRatingInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="min-w-0">
      <legend className="text-ink text-sm font-semibold">Beri nilai artikel ini</legend>
      <div
        role="radiogroup"
        aria-label="Nilai artikel, 1 sampai 5 bintang"
        className="mt-2 flex gap-1"
        onMouseLeave={() => setHovered(null)}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className="has-focus-visible:outline-focus cursor-pointer rounded-md p-0.5 has-focus-visible:outline-3 has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{`${star} dari 5 bintang: ${LABELS[star - 1]}`}</span>
            <StarIcon filled={star <= shown} className={`size-8 ${star <= shown ? 'text-amber-400' : 'text-line'}`} />
          </label>
        ))}
      </div>
      <p aria-hidden="true" className="text-ink-muted mt-1 h-5 text-sm">
        {shown ? LABELS[shown - 1] : ''}
      </p>
    </fieldset>
  );
}
