import type { SiteInfo } from '@sbc/contract';
import { data } from 'react-router';
import { publicApi } from './api.server';
import { API_UNAVAILABLE_MESSAGE } from './messages';

/**
 * Site info for the footer. Without it the page cannot be shown, so a failure (API down,
 * time-out, unexpected answer) becomes a 503 that the root error boundary renders.
 */
export async function loadSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  try {
    return await publicApi.getInfo({ signal });
  } catch (cause) {
    console.error(
      '[web] GET /sbc-visitor/v1/info failed:',
      cause instanceof Error ? cause.message : cause,
    );
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}
