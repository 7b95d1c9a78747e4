import { useEffect, useState, type MouseEvent } from 'react';
import { postRead, sendCount } from '../../lib/blog-count';
import type { ReadResult } from '../../lib/blog-types';

/**
 * Records the read once the post is shown (after mount, so cached pages still count every
 * reader) and counts clicks on outside links in its body, without ever blocking navigation.
 *
 * @returns the read answer (new count, personal picks) once it arrives, and the body's click handler
 */
export function usePostTracking(newsId: number) {
  const [read, setRead] = useState<ReadResult | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void postRead(newsId).then((result) => {
      if (isCurrent && result?.ok) setRead(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [newsId]);

  /** Delegated from the article body (left and middle clicks); links open in a new tab. */
  function onBodyClick(event: MouseEvent<HTMLElement>) {
    if (event.button > 1) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    let url: URL;
    try {
      url = new URL(anchor.href, window.location.href);
    } catch {
      return;
    }
    if (!/^https?:$/.test(url.protocol) || url.origin === window.location.origin) return;
    sendCount({ kind: 'link', news_id: newsId, url: url.href });
  }

  return { read, onBodyClick };
}
