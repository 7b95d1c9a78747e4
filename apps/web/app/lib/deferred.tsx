import { type ComponentType, createElement, lazy, memo, Suspense, useEffect } from 'react';

const inBrowser = typeof document !== 'undefined';

let release: () => void = () => {};
/**
 * Resolves once the first page has hydrated and the browser is idle, or at the visitor's first
 * pointer or key press, whichever comes first. Never waited for on the server.
 */
const pageSettled = new Promise<void>((resolve) => {
  release = resolve;
});
let watching = false;

function watchForSettling(): void {
  if (watching) return;
  watching = true;
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const settle = () => {
    for (const name of events) window.removeEventListener(name, settle, true);
    release();
  };
  for (const name of events) window.addEventListener(name, settle, { capture: true, passive: true });
  if ('requestIdleCallback' in window) window.requestIdleCallback(settle, { timeout: 1500 });
  else setTimeout(settle, 200);
}

/** Plain-data props compared by value: a revalidated loader's equal copy changes nothing. */
function sameData(a: object, b: object): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A component whose code stays out of the page's first-load JavaScript. The server renders it
 * as usual; in the browser its HTML stays as the server sent it and the code loads and hydrates
 * once the page has settled (see `pageSettled`), so it costs nothing before the page is
 * interactive. Later mounts (after client navigations) load it at once.
 *
 * For parts that need no script to be read and rarely get clicked in the first second: the
 * footer, the floating widgets, side lists. Props must be plain data (compared by value).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (inBrowser) await pageSettled;
    return { default: await load() };
  });
  function Deferred(props: P) {
    useEffect(watchForSettling, []);
    return <Suspense fallback={null}>{createElement(Lazy as ComponentType<P>, props)}</Suspense>;
  }
  return memo(Deferred, sameData) as unknown as ComponentType<P>;
}
