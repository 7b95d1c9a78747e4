import { WebviewFrame } from './webview-frame';

/** Shown while a page's code and data load for the first time. */
export function PageLoading() {
  return (
    <WebviewFrame>
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <span
          aria-hidden="true"
          className="border-brand-200 border-t-brand size-10 animate-spin rounded-full border-4"
        />
        <span className="sr-only">Memuat…</span>
      </div>
    </WebviewFrame>
  );
}
