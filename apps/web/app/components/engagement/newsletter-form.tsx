import { whileSending } from '@sbc/ui/while-sending';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { normalizeEmail } from '../../lib/engagement-forms';
import type { ActionResult } from '../../lib/engagement-types';
import { SendIcon } from './engagement-icons';
import { LazyTimedDialog } from './lazy-dialog';

/** What the notice dialog says. */
interface Notice {
  title: string;
  /** `en` for the spec's English "Success" on this Indonesian page. */
  titleLang?: string;
  description: string;
  tone: 'success' | 'error';
}

/** Form state of SPEC section 4. */
export type NewsletterState = 'idle' | 'loading' | 'success' | 'error';

export interface NewsletterFormProps {
  /** `dark` on the footer's dark blue, `light` on white. */
  tone?: 'light' | 'dark';
  /** A heading above the form (its level is up to the page: a `<p>` styled as one). */
  title?: string;
  description?: string;
  /** Called once the Success notice has closed (the pop-up closes itself then). */
  onSubscribed?: () => void;
}

const TONES = {
  light: {
    title: 'text-brand-900',
    text: 'text-ink-muted',
    input: 'bg-surface text-ink ring-field placeholder:text-ink-subtle focus:ring-brand',
    button: 'bg-brand text-white hover:bg-brand-700',
  },
  dark: {
    title: 'text-white',
    text: 'text-brand-200',
    input: 'bg-white/10 text-white ring-white/25 placeholder:text-brand-200 focus:ring-amber-300',
    button: 'bg-amber-300 text-brand-950 hover:bg-amber-200',
  },
} as const;

/**
 * Newsletter subscription (SPEC sections 4, 5, 8): a required email, lower-cased before it is
 * sent, states idle → loading → success or error. Success shows the "Success" dialog for 3 s and
 * clears the form; a refusal (already subscribed...) shows the server's message for 3 s.
 * Mount: `<NewsletterForm tone="dark" title="Newsletter SBC" />` in the footer.
 */
export function NewsletterForm({
  tone = 'light',
  title,
  description,
  onSubscribed,
}: NewsletterFormProps) {
  const fetcher = useFetcher<ActionResult>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const colors = TONES[tone];
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const state: NewsletterState =
    fetcher.state !== 'idle' ? 'loading' : !result ? 'idle' : result.ok ? 'success' : 'error';

  // Each answer opens its notice once (the text stays while the dialog animates out).
  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    if (result) {
      setNotice(
        result.ok
          ? { title: 'Success', titleLang: 'en', description: result.message, tone: 'success' }
          : { title: 'Gagal mendaftar', description: result.message, tone: 'error' },
      );
      setNoticeOpen(true);
    }
  }
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = normalizeEmail(new FormData(event.currentTarget).get('email')?.toString() ?? '');
    fetcher.submit(
      { email, page: window.location.pathname, ref: document.referrer },
      { method: 'post', action: '/aksi/newsletter', defaultShouldRevalidate: false },
    );
  }

  function handleNoticeChange(open: boolean) {
    setNoticeOpen(open);
    if (!open && notice?.tone === 'success') onSubscribed?.();
  }

  return (
    <div data-state={state} className="@container">
      {title ? <p className={`text-lg font-bold ${colors.title}`}>{title}</p> : null}
      {description ? <p className={`mt-1 text-sm ${colors.text}`}>{description}</p> : null}
      <form ref={formRef} onSubmit={handleSubmit} className={title || description ? 'mt-4' : ''}>
        <label htmlFor={inputId} className={`text-sm font-semibold ${colors.title}`}>
          Email
        </label>
        <div className="mt-1.5 flex flex-col gap-2 @sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="nama@email.com"
            maxLength={254}
            // The browser's own bubble, in Indonesian rather than the browser's language.
            onInvalid={(event) =>
              event.currentTarget.setCustomValidity(
                event.currentTarget.validity.valueMissing
                  ? 'Email wajib diisi'
                  : 'Format email tidak valid',
              )
            }
            onInput={(event) => event.currentTarget.setCustomValidity('')}
            className={`h-11 min-w-0 rounded-full px-4 text-sm ring-1 transition outline-none focus:ring-2 @sm:flex-1 ${colors.input}`}
          />
          <button
            type="submit"
            {...whileSending(state === 'loading')}
            className={`inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-bold transition aria-disabled:cursor-wait aria-disabled:opacity-70 ${colors.button}`}
          >
            <SendIcon className="size-4" />
            {state === 'loading' ? 'Mendaftarkan…' : 'Berlangganan'}
          </button>
        </div>
      </form>
      {notice ? (
        <Suspense fallback={null}>
          {/* The notice has no trigger to return to: focus goes back to the email field. */}
          <LazyTimedDialog
            open={isNoticeOpen}
            onOpenChange={handleNoticeChange}
            returnFocusTo={inputRef}
            {...notice}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
