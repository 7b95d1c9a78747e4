import type { Paged } from '@sbc/contract';

/** Which week a popular list comes from, so the heading can say so. */
export type PopularPeriod = 'this-week' | 'previous-week';

export interface PopularNews<T> {
  items: T[];
  period: PopularPeriod;
}

/**
 * SPEC section 4: popular news shows this week's list, and only when that is empty the previous
 * week's. The previous week is asked for only when needed.
 */
export async function loadPopularNews<T>(
  thisWeek: () => Promise<Paged<T>>,
  previousWeek: () => Promise<Paged<T>>,
): Promise<PopularNews<T>> {
  const current = await thisWeek();
  if (current.data.length > 0) return { items: current.data, period: 'this-week' };
  const previous = await previousWeek();
  return { items: previous.data, period: 'previous-week' };
}
