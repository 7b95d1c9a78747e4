import { lazy } from 'react';

// Radix Dialog weighs about 14 KB gzip: the layout's widgets and the post page must not ship it
// on first load (ARCHITECTURE performance budget), so it is fetched when a dialog first opens.

/** `@sbc/ui/dialog`'s Dialog, loaded on first use; render it inside `<Suspense>`. */
export const LazyDialog = lazy(() => import('@sbc/ui/dialog').then((m) => ({ default: m.Dialog })));

/** `@sbc/ui/dialog`'s TimedDialog (closes itself after 3 s), loaded on first use. */
export const LazyTimedDialog = lazy(() =>
  import('@sbc/ui/dialog').then((m) => ({ default: m.TimedDialog })),
);
