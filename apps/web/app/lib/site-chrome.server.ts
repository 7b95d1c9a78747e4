import type { Category } from '@sbc/contract';
import type { SiteAlert } from '../components/alert-banner';
import { publicApi } from './api.server';

/**
 * The alert banner's content (SPEC section 7): the first public post of category `alert`.
 * A failed call is silently ignored (SPEC section 8): the page renders without the banner.
 */
export async function loadSiteAlert(signal?: AbortSignal): Promise<SiteAlert | null> {
  try {
    const alerts = await publicApi.listByCategoryFilters(
      {
        body: {
          page: 1,
          perPage: 20,
          columnFilters: { category_permalink: 'alert', news_visibility: 'Public' },
        },
      },
      { signal },
    );
    const first = alerts.data[0];
    return first ? { id: first.id, html: first.news_content } : null;
  } catch {
    return null;
  }
}

/** Reading categories for the Blog mega menu; without them the menu keeps its fixed links. */
export async function loadMenuCategories(signal?: AbortSignal): Promise<Category[]> {
  try {
    // A category without public posts yet (just created) would lead to an empty page.
    return (await publicApi.listCategories({ signal })).filter((c) => c.total_news > 0);
  } catch (cause) {
    console.error(
      '[web] GET /sbc-visitor/v1/category/list failed:',
      cause instanceof Error ? cause.message : cause,
    );
    return [];
  }
}
