/**
 * Reading styles for article HTML in the editor and the preview, close to the public article page
 * (apps/web): headings, paragraphs, lists, quotes, links and images.
 */
export const proseClass = [
  'text-ink leading-relaxed',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-brand-900',
  '[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-bold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-ink-muted',
  '[&_a]:text-brand-700 [&_a]:underline [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');
