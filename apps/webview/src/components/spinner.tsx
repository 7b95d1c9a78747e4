/** A small spinner for busy buttons (decorative; the button's text says it is busy). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} animate-spin rounded-full border-2 border-current/30 border-t-current`}
    />
  );
}
