/** The navbar's colours: `dark` (brand blue, white text) at the top, `light` once scrolled. */
export type HeaderTone = 'dark' | 'light';
