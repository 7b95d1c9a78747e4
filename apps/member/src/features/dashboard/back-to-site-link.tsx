import { useState, type MouseEvent } from 'react';
import { env } from '../../env';
import { createConnectUrl } from '../../lib/connect';

/**
 * "Kembali ke situs SBC": a plain link to the public site that, when JavaScript runs, goes
 * through a fresh connect link instead, so the member arrives there logged in too.
 */
export function BackToSiteLink({ className }: { className: string }) {
  const [isBusy, setIsBusy] = useState(false);
  const home = `${env.WEB_URL}/`;

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setIsBusy(true);
    let target = home;
    try {
      target = await createConnectUrl(home);
    } catch {
      // Without a code the public site simply opens logged out.
    }
    window.location.assign(target);
  }

  return (
    <a href={home} onClick={onClick} className={className} aria-busy={isBusy}>
      <span aria-hidden="true">←</span> Kembali ke situs SBC
    </a>
  );
}
