/**
 * A tab link's ref: on phones a row of tabs scrolls sideways, and the open section's tab, when it
 * is out of sight (a page opened by its address), is brought into view.
 */
export function revealIfCurrent(link: HTMLAnchorElement | null): void {
  if (link?.getAttribute('aria-current') === 'page') link.scrollIntoView?.({ block: 'nearest', inline: 'center' });
}
