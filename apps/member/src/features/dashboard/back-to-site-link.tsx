import { env } from '../../env';
import { ConnectedLink } from './connected-link';

/** "Kembali ke situs SBC": to the public site's home, arriving there logged in too. */
export function BackToSiteLink({ className }: { className: string }) {
  return (
    <ConnectedLink href={`${env.WEB_URL}/`} className={className}>
      <span aria-hidden="true">←</span> Kembali ke situs SBC
    </ConnectedLink>
  );
}
