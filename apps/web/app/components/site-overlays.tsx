import type { SiteInfo } from '@sbc/contract';
import { CookieBanner } from './engagement/cookie-banner';
import { HelpButton } from './engagement/help-button';
import { SubscribePopup } from './engagement/subscribe-popup';
import { RouteAnnouncer } from './route-announcer';

/**
 * The public site's floating widgets (cookie notice, help button, subscribe pop-up) and the
 * announcer of page changes: none of them is needed for the first paint.
 */
export function SiteOverlays({
  info,
  subscribePopupEnd,
}: {
  info: SiteInfo;
  subscribePopupEnd: string;
}) {
  return (
    <>
      <CookieBanner />
      <HelpButton info={info} />
      <SubscribePopup endsAt={subscribePopupEnd} />
      <RouteAnnouncer />
    </>
  );
}
