/** Shown while a page's code and data load for the first time. */
export function PageLoading() {
  return (
    <div className="bg-brand-50 flex min-h-dvh items-center justify-center" role="status">
      <span
        aria-hidden="true"
        className="border-brand-200 border-t-brand size-10 animate-spin rounded-full border-4"
      />
      <span className="sr-only">Memuat…</span>
    </div>
  );
}
