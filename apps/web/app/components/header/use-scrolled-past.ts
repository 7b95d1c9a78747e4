import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the window is scrolled `offsetPx` or more. False on the server and while hydrating,
 * so the first paint matches the server's HTML; React re-renders only when the answer flips.
 */
export function useScrolledPast(offsetPx: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY >= offsetPx, [offsetPx]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
