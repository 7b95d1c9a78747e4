import { COOKIE_NAMES } from '@sbc/session/cookies';
import { presentTokenMarkScript } from '@sbc/session/hint';

/**
 * The server renders the same header for everyone (the page cache shares it), and the member's
 * avatar appears only once the page's script has run. So that a logged-in member does not see
 * "Login/Daftar" meanwhile, an inline script in the head marks the document with this attribute
 * before the first paint when the Member-Token cookie counts as present (packages/session); the
 * header's CSS then shows a plain avatar instead (docs/decisions/009).
 */
const MEMBER_HINT_ATTRIBUTE = 'data-member';

/** The head script's source; called on the server only, so it stays out of the browser's bundle. */
export function memberHintScript(): string {
  return presentTokenMarkScript(COOKIE_NAMES.memberToken, MEMBER_HINT_ATTRIBUTE);
}
