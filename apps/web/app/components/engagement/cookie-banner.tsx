import { NOTICE_SLOT_ID } from '@sbc/ui/layouts';
import { whileSending } from '@sbc/ui/while-sending';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/engagement-types';
import { useFocusClearOf, useRoomUnderPage } from '../../lib/focus-clear-of';
import { CookieIcon } from './engagement-icons';
import { announceVisitorId, useVisitorId } from './use-visitor-id';

/**
 * The cookie notice of SPEC section 4, shown while the browser has no `visitor-id` cookie.
 * OK creates a visitor session (the action sets the cookie for a year) and the notice goes.
 * Rendered only in the browser, after mount. Mount once in the public layout: `<CookieBanner />`.
 */
export function CookieBanner() {
  const visitorId = useVisitorId();
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) announceVisitorId();
  }, [result]);

  const noticeRef = useRef<HTMLElement>(null);
  useFocusClearOf(noticeRef, visitorId === null);
  const room = useRoomUnderPage(noticeRef, visitorId === null);

  if (visitorId !== null) return null;
  const isBusy = fetcher.state !== 'idle';
  const notice = (
    <section
      ref={noticeRef}
      aria-label="Pemberitahuan cookie"
      // The right gap keeps the help button (bottom right) reachable while the notice shows.
      className="animate-fade-in fixed right-20 bottom-3 left-3 z-40 mx-auto max-w-3xl sm:right-24 sm:bottom-6 sm:left-6 lg:inset-x-6"
    >
      <div className="bg-brand-950 text-brand-50 focus-inverse flex flex-col gap-4 rounded-2xl p-5 shadow-2xl ring-1 ring-white/10 sm:flex-row sm:items-center">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-amber-300 sm:flex">
          <CookieIcon className="size-6" />
        </span>
        <div className="flex-1 text-sm leading-relaxed">
          <p className="font-semibold text-white">Situs ini menggunakan cookie</p>
          <p className="text-brand-100 mt-1">
            Kami memakai cookie untuk mengingat kunjungan Anda, menyimpan artikel pilihan, dan
            memahami cara situs ini digunakan. Dengan menekan OK, Anda menyetujuinya.
          </p>
          {result && !result.ok ? (
            <p role="alert" className="mt-2 font-medium text-amber-300">
              {result.message}
            </p>
          ) : null}
        </div>
        <fetcher.Form
          method="post"
          action="/aksi/pengunjung"
          defaultShouldRevalidate={false}
          className="shrink-0"
        >
          <button
            type="submit"
            {...whileSending(isBusy)}
            className="text-brand-900 w-full rounded-full bg-white px-8 py-2.5 text-sm font-bold shadow-sm transition hover:bg-amber-300 aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
          >
            {isBusy ? 'Menyimpan…' : 'OK'}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
  // Shown over the bottom of the window, but first in the page's order (right after the skip
  // link): Tab and screen readers reach it before the page, not after the footer.
  const slot = document.getElementById(NOTICE_SLOT_ID);
  return (
    <>
      {/* After the footer, in its colour: room to scroll the page's last links above the notice. */}
      <div aria-hidden="true" className="bg-brand-950" style={{ height: room }} />
      {slot ? createPortal(notice, slot) : notice}
    </>
  );
}
