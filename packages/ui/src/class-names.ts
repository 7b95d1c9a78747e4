/** Joins the truthy class names (internal helper, no dependency needed for this). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
