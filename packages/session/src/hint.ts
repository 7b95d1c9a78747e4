import { ABSENT_TEXTS } from './rules';

/** Cookie names are tokens (RFC 6265): letters, digits and a few marks, none of them special in a RegExp but these. */
const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * The source of a script for a page's `<head>` that, before the first paint, sets `attribute` on
 * `<html>` when the cookie `cookieName` holds a token that counts as present: the rule of
 * {@link isPresentToken}, on the value as {@link readSessionFromCookieHeader} reads it (quotes
 * taken off, percent escapes decoded where they are valid, spaces trimmed). A server-rendered page
 * that is the same for everyone can so style itself for a logged-in reader before its modules run.
 *
 * @param cookieName e.g. `COOKIE_NAMES.memberToken`
 * @param attribute e.g. `data-member`
 */
export function presentTokenMarkScript(cookieName: string, attribute: string): string {
  const absent = [...ABSENT_TEXTS].map((text) => `v!==${JSON.stringify(text)}`).join('&&');
  return (
    `(function(){var m=/(?:^|;)\\s*${escapeForRegExp(cookieName)}=([^;]*)/.exec(document.cookie),` +
    'v=m?m[1].trim().replace(/^"(.*)"$/,"$1")' +
    '.replace(/(?:%[0-9A-Fa-f]{2})+/g,function(r){try{return decodeURIComponent(r)}catch(e){return r}})' +
    '.trim():"";' +
    `if(v&&${absent})document.documentElement.setAttribute(${JSON.stringify(attribute)},"")})()`
  );
}
