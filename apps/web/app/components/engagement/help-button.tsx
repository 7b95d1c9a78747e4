import type { SiteInfo } from '@sbc/contract';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { safeHttpUrl, whatsappHref } from '../../lib/engagement-links';
import { useFocusClearOf } from '../../lib/focus-clear-of';
import { CloseIcon } from '../icons';
import { ChatIcon, ClipboardIcon, FlagIcon, HelpIcon } from './engagement-icons';

// The dialog, form and captcha solver load when the visitor first asks to report a problem.
const ProblemReportDialog = lazy(() =>
  import('./problem-report-dialog').then((m) => ({ default: m.ProblemReportDialog })),
);

const item =
  'text-ink hover:bg-brand-50 focus-visible:bg-brand-50 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold';
const itemIcon = 'bg-brand-50 text-brand-800 flex size-9 shrink-0 items-center justify-center rounded-lg';

/**
 * The floating help button of SPEC section 1 (bottom right, named "Bantuan"): a small menu with a
 * WhatsApp question, the survey (when set) and a problem-report form.
 * Mount once in the public layout: `<HelpButton info={loaderData.info} />`.
 */
export function HelpButton({ info }: { info: SiteInfo }) {
  const [isOpen, setOpen] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const [hasReported, setHasReported] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // What Tab reaches never hides behind the button (it sits over content on a phone).
  useFocusClearOf(buttonRef, true);
  const chat = whatsappHref(info.whatsapp);
  const survey = safeHttpUrl(info.survey_url);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);


  return (
    // The button comes first in the page and the panel after it (shown above it), so Tab goes from
    // the button into the open panel; focus moving on to another element closes it (a click on the
    // panel's text moves focus nowhere and keeps it open).
    <div
      ref={rootRef}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isOpen && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
      className="fixed right-4 bottom-4 z-[45] flex flex-col-reverse items-end gap-3 sm:right-6 sm:bottom-6"
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label="Bantuan"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((open) => !open)}
        className="bg-brand hover:bg-brand-700 flex size-14 items-center justify-center rounded-full text-white shadow-xl ring-4 ring-white transition"
      >
        {isOpen ? <CloseIcon className="size-6" /> : <HelpIcon className="size-7" />}
      </button>
      {isOpen ? (
        <div id={menuId} className="animate-fade-in bg-surface ring-line w-72 rounded-2xl p-2 shadow-2xl ring-1">
          <p className="text-ink-subtle px-3 pt-2 pb-1 text-xs font-semibold tracking-wide uppercase">
            Butuh bantuan?
          </p>
          <ul>
            {chat ? (
              <li>
                <a href={chat} target="_blank" rel="noopener noreferrer" className={item} onClick={() => setOpen(false)}>
                  <span className={itemIcon}><ChatIcon /></span>
                  Tanya via WhatsApp<span className="sr-only"> (membuka tab baru)</span>
                </a>
              </li>
            ) : null}
            {survey ? (
              <li>
                <a href={survey} target="_blank" rel="noopener noreferrer" className={item} onClick={() => setOpen(false)}>
                  <span className={itemIcon}><ClipboardIcon /></span>
                  Isi survei<span className="sr-only"> (membuka tab baru)</span>
                </a>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className={item}
                onClick={() => {
                  setOpen(false);
                  setHasReported(true);
                  setReporting(true);
                }}
              >
                <span className={itemIcon}><FlagIcon /></span>
                Laporkan masalah
              </button>
            </li>
          </ul>
        </div>
      ) : null}
      {hasReported ? (
        <Suspense fallback={null}>
          <ProblemReportDialog open={isReporting} onOpenChange={setReporting} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
