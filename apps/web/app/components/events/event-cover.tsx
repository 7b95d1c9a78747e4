import { CalendarIcon } from '../icons';

/** Props of {@link EventCover}. */
export interface EventCoverProps {
  src: string | null;
  /** Empty on cards (the title sits beside it); the event's title on its own page. */
  alt: string;
  /** The event page's cover loads first; card covers lazily. */
  priority?: boolean;
  className?: string;
}

/** An event's cover in a 16:9 frame, or a brand-blue placeholder with a calendar when it has none. */
export function EventCover({ src, alt, priority, className = '' }: EventCoverProps) {
  return (
    <div className={`bg-brand-900 relative aspect-video overflow-hidden ${className}`}>
      {src ? (
        <img
          src={src}
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
          <CalendarIcon className="size-10 opacity-80" />
          <span aria-hidden="true" className="text-sm font-semibold tracking-wide uppercase">
            Event SBC
          </span>
        </div>
      )}
    </div>
  );
}
