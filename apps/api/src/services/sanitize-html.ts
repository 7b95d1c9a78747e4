import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'b', 'i', 'u', 's',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    // Outside links open safely and pass no ranking.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // A picture must come from a full http(s) address, as the editor's own picture tool asks: a
  // relative or missing `src` ("x", "gambar.png") shows only as a broken-image icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\/[^/\s]/i.test(frame.attribs.src ?? ''),
};

/** Article HTML as it is stored (ARCHITECTURE section 4): only safe tags and attributes survive. */
export default function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
