import { TAG_TITLE_MESSAGE, TAG_TITLE_PATTERN } from '@sbc/contract';
import { useId, useState } from 'react';
import { inputClass, labelClass } from '../../components/styles';
import { CloseIcon } from '../../components/icons';

/** Props of {@link TagInput}. */
export interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Existing tag titles, suggested while typing. */
  suggestions: string[];
  error?: string;
}

/** Tags by title: Enter or a comma adds one (a new title becomes a new tag on saving). */
export function TagInput({ value, onChange, suggestions, error }: TagInputProps) {
  const [text, setText] = useState('');
  /** Why the typed text was not added (it stays in the box to be corrected). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const listId = useId();
  function add(raw: string) {
    const title = raw.trim().replace(/\s+/g, ' ').slice(0, 60);
    if (title && !TAG_TITLE_PATTERN.test(title)) {
      setText(title);
      setRefusal(TAG_TITLE_MESSAGE);
      return;
    }
    setRefusal(null);
    if (title && !value.some((t) => t.toLowerCase() === title.toLowerCase())) onChange([...value, title]);
    setText('');
  }
  const shownError = refusal ?? error;
  return (
    <div>
      <label htmlFor="article-tags" className={labelClass}>
        Tag
      </label>
      {value.length ? (
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Tag terpilih">
          {value.map((tag) => (
            <li key={tag} className="bg-brand-50 text-brand-800 ring-brand-200 inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-sm ring-1">
              {tag}
              <button
                type="button"
                aria-label={`Hapus tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="hover:bg-brand-100 inline-flex size-6 items-center justify-center rounded-full"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id="article-tags"
        list={listId}
        value={text}
        maxLength={60}
        placeholder="Ketik tag, lalu Enter"
        onChange={(e) => {
          const next = e.target.value;
          if (next.endsWith(',')) add(next.slice(0, -1));
          else setText(next);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add(text);
          } else if (e.key === 'Backspace' && !text && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => add(text)}
        className={`${inputClass} mt-1.5`}
        aria-invalid={shownError ? true : undefined}
      />
      <datalist id={listId}>
        {suggestions
          .filter((s) => !value.includes(s))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      {shownError ? <p className="text-danger mt-1.5 text-sm">{shownError}</p> : null}
    </div>
  );
}
