import type { PostDetailData } from '../../lib/blog-types';
import { POST_COVER_SIZES } from '../../lib/image-sizes';
import { PlayIcon } from './blog-icons';
import { PostImage } from './post-image';

/**
 * The top of a post: for video posts the page's own player (a file stored with the site, its
 * cover as the poster, nothing downloaded until played) or YouTube's; else the cover picture (or
 * nothing for pages without one). Other video addresses become a plain link.
 */
export function PostMedia({ post }: { post: PostDetailData }) {
  const label = `Video: ${post.title}`;
  if (post.videoFileUrl || post.videoEmbedUrl) {
    return (
      <div className="bg-brand-950 aspect-video overflow-hidden rounded-2xl shadow-md">
        {post.videoFileUrl ? (
          <video
            src={post.videoFileUrl}
            controls
            playsInline
            preload="none"
            poster={post.image ?? undefined}
            aria-label={label}
            className="size-full"
          />
        ) : (
          <iframe
            src={post.videoEmbedUrl ?? undefined}
            title={label}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        )}
      </div>
    );
  }
  return (
    <>
      {post.image || !post.isPage ? (
        <figure>
          <PostImage
            src={post.image}
            srcSet={post.imageSrcset}
            sizes={POST_COVER_SIZES}
            alt={post.title}
            label={post.categoryTitle}
            priority
            className="rounded-2xl shadow-md"
          />
        </figure>
      ) : null}
      {post.videoUrl ? (
        <a
          href={post.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="bg-brand hover:bg-brand-700 mt-4 inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold text-white"
        >
          <PlayIcon className="size-4" /> Tonton video
        </a>
      ) : null}
    </>
  );
}
