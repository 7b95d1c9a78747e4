/** Id of the main content landmark that every layout renders and the skip link targets. */
export const MAIN_CONTENT_ID = 'konten-utama';

/**
 * "Langsung ke konten" link for keyboard users: hidden until focused, then shown top-left.
 * Internal to the layouts.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="text-brand sr-only z-[200] rounded-md bg-white px-4 py-2 font-semibold shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Langsung ke konten
    </a>
  );
}
