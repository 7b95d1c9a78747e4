/**
 * A tag's size step in the cloud, 0 (fewest posts) to 3 (most), on a square-root scale so that
 * one very busy tag does not shrink all others to the smallest step.
 */
export function tagWeight(total: number, max: number): 0 | 1 | 2 | 3 {
  if (max <= 1 || total <= 1) return 0;
  const ratio = Math.sqrt(total - 1) / Math.sqrt(max - 1);
  return Math.min(3, Math.floor(ratio * 4)) as 0 | 1 | 2 | 3;
}
