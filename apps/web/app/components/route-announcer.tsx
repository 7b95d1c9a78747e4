import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation the new page's title is read: React Router sets it in the same commit. */
const TITLE_SETTLE_MS = 100;

/**
 * Tells screen readers that another page has opened: a link followed inside the site changes the
 * content without loading a page, which they do not announce by themselves. Says the new page's
 * title in a polite live region (nothing at the first load, which the browser announces).
 */
export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const [message, setMessage] = useState('');
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const timer = setTimeout(() => setMessage(document.title), TITLE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
