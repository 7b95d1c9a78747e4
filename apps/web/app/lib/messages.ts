/** SPEC section 8: the not-found text, kept as the spec writes it. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Shown when the API cannot be reached while a page loads its data. */
export const API_UNAVAILABLE_MESSAGE =
  'Layanan SBC sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.';
