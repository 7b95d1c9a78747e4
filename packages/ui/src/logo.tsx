/** Props of {@link Logo}. */
export interface LogoProps {
  /** `brand` (blue badge, white letters) for light surfaces, `inverse` for the brand-blue bars. */
  tone?: 'brand' | 'inverse';
  /** Accessible name; pass an empty string when a text label sits next to the logo. */
  label?: string;
  /** Sizing classes; the default height is 2.5rem and the width follows the 12:5 ratio. */
  className?: string;
}

/**
 * The letters "SBC" as outlines (DejaVu Sans Bold at 26 units, 2 units apart, centred on the
 * badge). Drawn as a path rather than SVG text, so the logo looks the same on every device and
 * the browser neither looks up a font nor lays out SVG text for it before the first paint.
 */
const LETTERS =
  'M32.7 10.1L32.7 14.2Q31.1 13.5 29.6 13.1Q28.1 12.7 26.8 12.7Q25.1 12.7 24.2 13.2Q23.4 13.7 23.4 14.7Q23.4 15.5 23.9 15.9Q24.5 16.3 26 16.6L28.1 17.1Q31.2 17.7 32.6 19Q33.9 20.3 33.9 22.7Q33.9 25.8 32 27.3Q30.2 28.9 26.4 28.9Q24.6 28.9 22.7 28.5Q20.9 28.2 19.1 27.5L19.1 23.4Q20.9 24.3 22.6 24.8Q24.3 25.3 25.9 25.3Q27.5 25.3 28.3 24.8Q29.2 24.3 29.2 23.3Q29.2 22.4 28.6 21.9Q28 21.4 26.3 21L24.4 20.6Q21.6 20 20.3 18.7Q19 17.3 19 15.1Q19 12.3 20.8 10.7Q22.6 9.2 26 9.2Q27.6 9.2 29.2 9.4Q30.9 9.7 32.7 10.1M45.1 16.9L47.8 16.9Q48.9 16.9 49.5 16.4Q50.1 15.9 50.1 14.9Q50.1 13.9 49.5 13.4Q48.9 12.9 47.8 12.9L45.1 12.9L45.1 16.9M45.1 25.2L48 25.2Q49.4 25.2 50.2 24.6Q50.9 23.9 50.9 22.7Q50.9 21.4 50.2 20.8Q49.4 20.2 48 20.2L45.1 20.2L45.1 25.2M52.5 18.4Q54.1 18.8 54.9 20Q55.8 21.3 55.8 23.1Q55.8 25.8 53.9 27.2Q52.1 28.5 48.3 28.5L40.2 28.5L40.2 9.5L47.5 9.5Q51.5 9.5 53.3 10.7Q55 11.9 55 14.6Q55 15.9 54.4 16.9Q53.7 17.9 52.5 18.4M77 23.5L77 27.5Q75.7 28.2 74.2 28.5Q72.8 28.9 71.2 28.9Q66.5 28.9 63.7 26.2Q60.9 23.6 60.9 19Q60.9 14.5 63.7 11.9Q66.5 9.2 71.2 9.2Q72.8 9.2 74.2 9.6Q75.7 9.9 77 10.6L77 14.5Q75.7 13.6 74.4 13.2Q73 12.7 71.6 12.7Q69 12.7 67.5 14.4Q66 16.1 66 19Q66 22 67.5 23.7Q69 25.3 71.6 25.3Q73 25.3 74.4 24.9Q75.7 24.5 77 23.5';

/**
 * The SBC wordmark as inline SVG: a rounded badge with the letters "SBC", drawn without any
 * external image or font so it renders the same in SSR, SPAs and offline.
 */
export function Logo({ tone = 'brand', label = 'SBC', className = 'h-10 w-auto' }: LogoProps) {
  const badge = tone === 'brand' ? 'var(--color-brand, #081e94)' : '#ffffff';
  const letters = tone === 'brand' ? '#ffffff' : 'var(--color-brand, #081e94)';
  const named = label !== '';
  return (
    <svg
      viewBox="0 0 96 40"
      className={className}
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
    >
      <rect width="96" height="40" rx="10" fill={badge} />
      <path d={LETTERS} fill={letters} />
    </svg>
  );
}
