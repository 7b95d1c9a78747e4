import { useState, type MouseEvent, type ReactNode } from 'react';
import { createConnectUrl, createWebviewReturnUrl, origins } from '../../lib/connect';
import { resolveAfterLogin } from '../../lib/return-target';

/** The address `href` with a fresh single-use connect code for its host (public site or webviews). */
async function connectedHref(href: string): Promise<string> {
  const after = resolveAfterLogin(href, origins);
  if (after.kind === 'local') return after.path;
  return after.kind === 'webview'
    ? createWebviewReturnUrl(after.returnUrl)
    : createConnectUrl(after.returnUrl);
}

/**
 * A plain link to a page of the public site or the webviews that, when JavaScript runs, goes
 * there through a fresh connect code instead, so the member arrives logged in on that host too
 * (not asked to log in again to buy a package or pay). Without a code it opens as it is.
 */
export function ConnectedLink({
  href,
  className,
  children,
  ...aria
}: {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const [isBusy, setIsBusy] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setIsBusy(true);
    let target = href;
    try {
      target = await connectedHref(href);
    } catch {
      // Without a code the page opens logged out and offers its own login.
    }
    window.location.assign(target);
  }

  return (
    <a href={href} onClick={onClick} className={className} aria-busy={isBusy} {...aria}>
      {children}
    </a>
  );
}
