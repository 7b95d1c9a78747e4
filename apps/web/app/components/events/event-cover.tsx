import { CoverImage } from '../cover-image';
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
export function EventCover({ src, alt, priority, className }: EventCoverProps) {
  return (
    <CoverImage
      src={src}
      alt={alt}
      label="Event SBC"
      priority={priority}
      className={className}
      icon={<CalendarIcon className="size-10 opacity-80" />}
    />
  );
}
