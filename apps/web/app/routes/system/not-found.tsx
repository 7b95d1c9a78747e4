import { data } from 'react-router';

/** Any unmatched path: the public frame's error boundary shows the not-found page with HTTP 404. */
export function loader() {
  throw data(null, { status: 404 });
}

// A UI route (not a resource route), so the thrown 404 is rendered by the error boundary.
export default function NotFound() {
  return null;
}
