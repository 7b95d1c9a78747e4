import type { SiteInfo } from '@sbc/contract';
import { CookieBanner } from './engagement/cookie-banner';
import { HelpButton } from './engagement/help-button';
import { SubscribePopup } from './engagement/subscribe-popup';

/** The public site's floating widgets: cookie notice, help button and subscribe pop-up. */
export function SiteOverlays({ info, subscribePopupEnd }: { info: SiteInfo; subscribePopupEnd: string }) {
  return (
    <>
      <CookieBanner />
      <HelpButton info={info} />
      <SubscribePopup endsAt={subscribePopupEnd} />
    </>
  );
}
