import { useEffect } from 'react';
import { sendCount } from '../../lib/blog-count';

/**
 * Counts a visit to a category or tag page once it is shown (after mount, so cached pages still
 * count every visitor), and again when the visitor moves to another category or tag.
 */
export function useCountVisit(kind: 'category' | 'tag', permalink: string) {
  useEffect(() => {
    sendCount({ kind, permalink });
  }, [kind, permalink]);
}
