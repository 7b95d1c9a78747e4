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
      <text
        x="48"
        y="28.5"
        textAnchor="middle"
        fill={letters}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="26"
        fontWeight="800"
        letterSpacing="2"
      >
        SBC
      </text>
    </svg>
  );
}
