/**
 * The server renders the same header for everyone (the page cache shares it), and the member's
 * avatar appears only once the page's script has run. So that a logged-in member does not see
 * "Login/Daftar" meanwhile, this script, inline in the head, marks the document before the first
 * paint when the Member-Token cookie counts as present (the rule of packages/session: not empty,
 * not the text `undefined` or `null`); the header's CSS then shows a plain avatar instead.
 */
export const MEMBER_HINT_ATTRIBUTE = 'data-member';

export const MEMBER_HINT_SCRIPT =
  '(function(){var m=/(?:^|;)\\s*Member-Token=([^;]*)/.exec(document.cookie),' +
  'v=m?m[1].trim().replace(/^"(.*)"$/,"$1")' +
  '.replace(/(?:%[0-9A-Fa-f]{2})+/g,function(r){try{return decodeURIComponent(r)}catch(e){return r}})' +
  '.trim():"";' +
  `if(v&&v!=="undefined"&&v!=="null")document.documentElement.setAttribute("${MEMBER_HINT_ATTRIBUTE}","")})()`;
