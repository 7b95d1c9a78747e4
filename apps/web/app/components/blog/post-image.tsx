import { CoverImage } from '../cover-image';
import { BookIcon, PlayIcon } from './blog-icons';

/** Props of {@link PostImage}. */
export interface PostImageProps {
  src: string | null;
  /** Smaller widths of the picture, and how wide it shows here (lib/image-sizes.ts). */
  srcSet?: string | null;
  sizes?: string;
  /** Empty for thumbnails beside their title (decorative); the title for a cover. */
  alt: string;
  /** Shown on the placeholder when there is no picture. */
  label: string;
  isVideo?: boolean;
  /** Covers load eagerly with high priority; thumbnails lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A post's picture in a 16:9 frame, or a quiet brand-blue placeholder with the category name
 * when the post has none. Video posts get a play badge.
 */
export function PostImage({ src, srcSet, sizes, alt, label, isVideo, priority, className }: PostImageProps) {
  return (
    <CoverImage
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      label={label}
      priority={priority}
      className={className}
      icon={<BookIcon className="size-10 opacity-80" />}
    >
      {isVideo ? (
        <span className="bg-brand-950/80 absolute top-3 left-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold text-white">
          <PlayIcon className="size-3" /> Video
        </span>
      ) : null}
    </CoverImage>
  );
}
