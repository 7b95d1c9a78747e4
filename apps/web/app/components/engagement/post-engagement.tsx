import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

// The widgets load when the reader nears the end of the post: the post page's first load stays
// within its budget, and readers who never get there cost no requests.
const PostWidgets = lazy(() => import('./post-widgets').then((m) => ({ default: m.PostWidgets })));

/** How far below the viewport the widgets start loading. */
const LOAD_MARGIN = '600px 0px';

/** Whether the element has come near the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}

/**
 * Everything a reader does under a post: 'Apakah artikel ini membantu?', bookmark, rating and
 * comments. Nothing of it is in the server's HTML (post pages are cached and the same for all):
 * it loads in the browser through the `/aksi/*` routes once the reader scrolls near it.
 * Mount under the article: `<PostEngagement newsId={post.id} />`.
 */
export function PostEngagement({ newsId }: { newsId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  return (
    <div ref={ref} className="mt-8 min-h-40">
      {isNear ? (
        <Suspense fallback={<p className="text-ink-subtle text-sm">Memuat interaksi pembaca…</p>}>
          {/* A new post (client navigation between posts) starts every widget afresh. */}
          <PostWidgets key={newsId} newsId={newsId} />
        </Suspense>
      ) : null}
    </div>
  );
}
