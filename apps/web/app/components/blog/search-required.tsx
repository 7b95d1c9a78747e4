import { SEARCH_TEXT_REQUIRED } from '../../lib/field-validity';

/** Shown for `/blog?s=` with nothing but spaces: the search text is required (SPEC section 5). */
export function SearchRequired() {
  return (
    <div
      role="alert"
      className="border-danger bg-danger-soft text-danger mx-auto max-w-xl rounded-2xl border-l-4 px-5 py-4"
    >
      <p className="font-semibold">{SEARCH_TEXT_REQUIRED}</p>
      <p className="text-ink-muted mt-1 text-sm">
        Tuliskan kata atau topik yang ingin Anda cari, misalnya “doa”, “keluarga”, atau “sedekah”.
      </p>
    </div>
  );
}
