import { isApiError } from '@sbc/api-client/core';
import type { EventDetail } from '@sbc/contract';
import { data } from 'react-router';
import { publicApi } from './api.server';
import { API_UNAVAILABLE_MESSAGE } from './messages';

/** Event slugs are words joined by hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;
/** Certificate codes are unguessable base64url text (the API takes 10 to 64 characters). */
const CERTIFICATE_CODE = /^[A-Za-z0-9_-]{10,64}$/;

/** Whether `value` can be an event slug; anything else is a 404 without asking the API. */
export function isEventSlug(value: string | undefined): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

/** Whether `value` can be a certificate code; anything else is a 404 without asking the API. */
export function isCertificateCode(value: string | undefined): value is string {
  return typeof value === 'string' && CERTIFICATE_CODE.test(value);
}

/** Whether the API answered that the thing does not exist (or that the key cannot exist). */
export function isMissing(cause: unknown): boolean {
  return isApiError(cause) && (cause.status === 404 || cause.status === 400);
}

/**
 * Runs a page's API call: a missing thing becomes the site's 404 page, an unreachable API a 503
 * with a readable message (SPEC section 8).
 */
export async function loadOr404<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (isMissing(cause)) throw data(null, { status: 404 });
    console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}

/** One published event by slug for a page; 404 when unknown. */
export function loadEventDetail(
  slug: string | undefined,
  signal?: AbortSignal,
): Promise<EventDetail> {
  if (!isEventSlug(slug)) throw data(null, { status: 404 });
  return loadOr404('GET event/detail', () =>
    publicApi.getEventDetail({ params: { id: slug } }, { signal }),
  );
}

/** One published event by slug for a resource route: `null` when unknown (the caller answers 404). */
export async function findEventDetail(slug: string | undefined): Promise<EventDetail | null> {
  if (!isEventSlug(slug)) return null;
  try {
    return await publicApi.getEventDetail({ params: { id: slug } });
  } catch (cause) {
    if (isMissing(cause)) return null;
    throw cause;
  }
}
