/**
 * Video posts: a video file stored with the site's media plays in the page, a YouTube link becomes
 * a privacy-friendly embed; anything else stays a link.
 */

const VIDEO_FILE = /\.(mp4|m4v|webm)$/i;

/**
 * `url` when it is an MP4 or WebM file served from one of `mediaOrigins` (the API's and the media
 * bucket's, which the pages' Content-Security-Policy lets play); `null` for any other address.
 */
export function siteVideoFileUrl(
  url: string | null | undefined,
  mediaOrigins: readonly string[],
): string | null {
  const parsed = parseUrl(url);
  return parsed && mediaOrigins.includes(parsed.origin) && VIDEO_FILE.test(parsed.pathname)
    ? parsed.href
    : null;
}

/** An absolute address as a URL, or `null` for nothing or anything else. */
function parseUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The `youtube-nocookie.com` embed URL of a YouTube watch, short or embed link;
 * `null` for any other address (shown as a plain link instead).
 */
export function youtubeEmbedUrl(url: string | null | undefined): string | null {
  const id = youtubeVideoId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * The picture YouTube shows for a video: its `high` thumbnail (480×360), which every video has
 * (https://developers.google.com/youtube/v3/docs/thumbnails); `null` for any other address.
 */
export function youtubeThumbnailUrl(url: string | null | undefined): string | null {
  const id = youtubeVideoId(url);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** The video id of a YouTube watch, short or embed link, or `null`. */
function youtubeVideoId(url: string | null | undefined): string | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
