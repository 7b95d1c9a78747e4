/** A small spinning ring for buttons and loading states; decorative. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-block animate-spin rounded-full border-2 border-current/30 border-t-current`}
    />
  );
}

/** The whole-page loading state while the console starts. */
export function PageLoading({ label = 'Memuat…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="text-brand-800 flex min-h-[50vh] items-center justify-center gap-3"
    >
      <Spinner className="size-6" />
      <span className="font-medium">{label}</span>
    </div>
  );
}
