import { labelClass, inputClass } from '../../components/styles';
import type { ArticleDraft } from './article-draft';
import { STATE_LABELS } from './labels';
import type { ArticleState } from './types';

const HINTS: Record<ArticleState, string> = {
  private: 'Tersimpan, tidak tampil di situs.',
  published: 'Tampil di situs sekarang.',
  scheduled: 'Tampil otomatis pada waktu yang dipilih.',
};

/** Props of {@link PublishBox}. */
export interface PublishBoxProps {
  draft: Pick<ArticleDraft, 'state' | 'scheduleAt'>;
  onChange: (change: Partial<ArticleDraft>) => void;
  error?: string;
}

/** Private, published now, or scheduled at a WIB date and time. */
export function PublishBox({ draft, onChange, error }: PublishBoxProps) {
  return (
    <fieldset>
      <legend className={labelClass}>Status terbit</legend>
      <div className="mt-2 space-y-2">
        {(['private', 'published', 'scheduled'] as const).map((state) => (
          <label key={state} className="flex cursor-pointer items-start gap-2.5">
            <input
              type="radio"
              name="state"
              value={state}
              checked={draft.state === state}
              onChange={() => onChange({ state })}
              className="accent-brand mt-1 size-4"
            />
            <span>
              <span className="text-ink block text-sm font-semibold">{STATE_LABELS[state]}</span>
              <span className="text-ink-muted block text-xs">{HINTS[state]}</span>
            </span>
          </label>
        ))}
      </div>
      {draft.state === 'scheduled' ? (
        <div className="mt-3">
          <label htmlFor="article-schedule" className="text-ink text-sm font-semibold">
            Waktu terbit (WIB)
          </label>
          <input
            id="article-schedule"
            type="datetime-local"
            value={draft.scheduleAt}
            onChange={(e) => onChange({ scheduleAt: e.target.value })}
            className={`${inputClass} mt-1.5`}
            aria-invalid={error ? true : undefined}
          />
        </div>
      ) : null}
      {error ? <p className="text-danger mt-1.5 text-sm">{error}</p> : null}
    </fieldset>
  );
}
