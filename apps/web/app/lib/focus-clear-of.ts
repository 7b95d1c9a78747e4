import { type RefObject, useEffect, useState } from 'react';

/** Space between a focused element and a fixed element once scrolled clear of it. */
const CLEARANCE_PX = 16;

/**
 * While `isShown`, keeps what keyboard focus lands on from hiding under a fixed element near the
 * window's bottom (the cookie notice, the help button; WCAG 2.4.11): an element behind it is
 * scrolled up above it (Chromium ignores scroll-padding here).
 */
export function useFocusClearOf(coverRef: RefObject<HTMLElement | null>, isShown: boolean): void {
  useEffect(() => {
    const cover = coverRef.current;
    if (!isShown || !cover) return;
    // The element focus just moved to, while the browser may still be scrolling it into view
    // (smoothly, where motion is allowed); the check waits for that scrolling to end.
    let pending: Element | null = null;
    let frame = 0;
    const check = () => {
      const target = pending;
      if (!target || document.activeElement !== target) return;
      const over = cover.getBoundingClientRect();
      const focused = target.getBoundingClientRect();
      const isScrolling = focused.top < 0 || focused.bottom > window.innerHeight;
      if (!isScrolling) pending = null;
      const isBehind =
        focused.bottom > over.top &&
        focused.top < over.bottom &&
        focused.right > over.left &&
        focused.left < over.right;
      if (isBehind) {
        pending = null;
        window.scrollBy({ top: focused.bottom - over.top + CLEARANCE_PX, behavior: 'instant' });
      }
    };
    const onScrollEnd = () => {
      check();
      pending = null;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || cover.contains(target)) return;
      pending = target;
      // After the browser's own scrolling into view, which does not count the fixed element:
      // on the next frame when it jumped, when it ends when it glides.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, [coverRef, isShown]);
}

/**
 * While `isShown`, the room the page needs below its end for its last lines to scroll clear of
 * a fixed element near the window's bottom: its height from the window's bottom edge, plus a
 * gap. Render it after the page's end (the cookie notice puts a spacer after the footer).
 */
export function useRoomUnderPage(
  coverRef: RefObject<HTMLElement | null>,
  isShown: boolean,
): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const cover = coverRef.current;
    if (!isShown || !cover) return;
    const measure = () =>
      setRoom(Math.max(0, window.innerHeight - cover.getBoundingClientRect().top + CLEARANCE_PX));
    const resized = new ResizeObserver(measure);
    resized.observe(cover);
    window.addEventListener('resize', measure);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [coverRef, isShown]);
  return room;
}
