/** Shown when the API cannot be reached while a page loads its data. */
export const API_UNAVAILABLE_MESSAGE =
  'Layanan SBC sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.';
