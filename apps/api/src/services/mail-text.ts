/** A mail's text: its lines, then the committee's greeting. */
export function signedText(lines: string[]): string {
  return [...lines, '', 'Salam,', 'Panitia SBC'].join('\n');
}

/** Text made safe to put inside a mail's HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
