/** Joins the truthy class names: `cx('a', isOpen && 'b')` (no dependency needed for this). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
