/** A run of mail text: plain words, or a link to make clickable. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'()]+/g;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?]+$/;

/** Splits plain text into text and http(s) links, keeping every character in order. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
