/**
 * Asks the header to read the member cookies again. The header does so when the window gets focus
 * (components/header/use-member-badge.ts); an answer of this site may just have cleared them (a
 * member whose session ended, see member-session.server.ts), so the widgets that ask as a member
 * send the same signal after each answer. A dedicated event would cost every page's first load.
 */
export function recheckMemberCookies(): void {
  window.dispatchEvent(new Event('focus'));
}
