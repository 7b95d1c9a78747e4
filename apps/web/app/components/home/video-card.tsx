import { Link } from 'react-router';
import type { HomeVideo } from '../../lib/home-types';
import { CAROUSEL_CARD_SIZES } from '../../lib/image-sizes';
import { PostImage } from '../blog/post-image';
import { PlayIcon } from '../icons';

const cardClass =
  'group bg-surface ring-line relative flex w-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 transition hover:shadow-lg focus-visible:shadow-lg';

function VideoCardBody({ video }: { video: HomeVideo }) {
  return (
    <>
      <div className="relative">
        <PostImage
          src={video.image}
          srcSet={video.imageSrcset}
          sizes={CAROUSEL_CARD_SIZES}
          alt=""
          label="Video SBC"
        />
        <span
          aria-hidden="true"
          className="bg-brand/90 absolute top-1/2 left-1/2 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white/40 transition group-hover:scale-110 motion-reduce:transition-none"
        >
          <PlayIcon className="ml-0.5 h-6 w-6" />
        </span>
      </div>
      <span className="flex flex-1 flex-col p-4">
        <span className="text-ink group-hover:text-brand-800 line-clamp-2 leading-snug font-bold">
          {video.title}
        </span>
        <span className="text-ink-subtle mt-2 text-xs">
          <time dateTime={video.isoDate}>{video.date}</time>
        </span>
      </span>
    </>
  );
}

/**
 * A popular video: its cover with a play button. A video elsewhere (YouTube) opens in a new tab;
 * one stored with the site, or a video post without an address, opens its post.
 */
export function VideoCard({ video }: { video: HomeVideo }) {
  if (!video.videoUrl) {
    return (
      <Link to={`/blog/${video.permalink}`} className={cardClass}>
        <VideoCardBody video={video} />
      </Link>
    );
  }
  return (
    <a href={video.videoUrl} target="_blank" rel="noopener noreferrer" className={cardClass}>
      <VideoCardBody video={video} />
      <span className="sr-only"> (video, terbuka di tab baru)</span>
    </a>
  );
}
