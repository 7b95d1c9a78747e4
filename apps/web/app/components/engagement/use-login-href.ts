import { useLocation } from 'react-router';

/** `/login?return=<this page>#<anchor>`: members log in on the member host and come back here. */
export function useLoginHref(anchor?: string): string {
  const { pathname, search } = useLocation();
  const target = `${pathname}${search}${anchor ? `#${anchor}` : ''}`;
  return `/login?return=${encodeURIComponent(target)}`;
}
