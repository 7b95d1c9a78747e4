import type { ReactNode } from 'react';

/** Props of {@link CoverImage}. */
export interface CoverImageProps {
  src: string | null;
  /** Smaller widths of the picture (`srcset`), with `sizes`: how wide it shows where it is used. */
  srcSet?: string | null;
  sizes?: string;
  /** Empty when the title sits beside the picture (decorative); the title for a page's cover. */
  alt: string;
  /** Shown with the icon on the placeholder when there is no picture. */
  label: string;
  icon: ReactNode;
  /** A page's main cover loads first; pictures in lists lazily. */
  priority?: boolean;
  className?: string;
  /** Drawn over the picture (a badge). */
  children?: ReactNode;
}

/** A picture in a 16:9 frame, or a quiet brand-blue placeholder with an icon and a label when there is none. */
export function CoverImage({
  src,
  srcSet,
  sizes,
  alt,
  label,
  icon,
  priority,
  className = '',
  children,
}: CoverImageProps) {
  return (
    <div className={`bg-brand-900 relative aspect-video overflow-hidden ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          className="from-brand-700 via-brand-800 to-brand-950 flex size-full flex-col items-center justify-center gap-2 bg-linear-to-br p-4 text-center text-white/90"
        >
          {icon}
          <span aria-hidden="true" className="text-sm font-semibold tracking-wide uppercase">
            {label}
          </span>
        </div>
      )}
      {children}
    </div>
  );
}
