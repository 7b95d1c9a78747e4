/**
 * The public site's configuration, read and validated once at start.
 * Server-only (`.server`), so secrets such as the client credential never reach the browser.
 */

import { SUBSCRIBE_POPUP_END_DEFAULT } from '@sbc/format/constants';
import { mediaOrigin } from '@sbc/static-server/origins';

// This module is the web app's env.ts; the `.server` suffix keeps it out of the client bundle.
const source = process.env;

function readText(name: string, fallback: string): string {
  const value = source[name]?.trim();
  return value ? value : fallback;
}

/** A date-time text that `Date.parse` reads (ISO 8601 with an offset, for example). */
function readDate(name: string, fallback: string): string {
  const raw = readText(name, fallback);
  if (!Number.isFinite(Date.parse(raw))) throw new Error(`${name} must be a date-time, got "${raw}"`);
  return raw;
}

/** An absolute http(s) URL without a trailing slash; origins keep only scheme, host and port. */
function readUrl(name: string, fallback: string, { originOnly }: { originOnly: boolean }): string {
  const raw = readText(name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  return originOnly ? url.origin : url.href.replace(/\/+$/, '');
}

const API_URL = readUrl('API_URL', 'http://localhost:4000', { originOnly: false });

export const env = Object.freeze({
  WEB_URL: readUrl('WEB_URL', 'http://localhost:3000', { originOnly: true }),
  ADMIN_URL: readUrl('ADMIN_URL', 'http://localhost:3001', { originOnly: true }),
  WEBVIEW_URL: readUrl('WEBVIEW_URL', 'http://localhost:3002', { originOnly: true }),
  MEMBER_URL: readUrl('MEMBER_URL', 'http://localhost:3003', { originOnly: true }),
  /** Where loaders call the API (server to server, so 127.0.0.1 rather than a *.localhost name in tests). */
  API_URL,
  /**
   * Where browsers fetch the site's media: the API's origin and the bucket's or CDN's
   * (`S3_PUBLIC_URL`), the ones the pages' Content-Security-Policy allows for video.
   */
  MEDIA_ORIGINS: Object.freeze([new URL(API_URL).origin, mediaOrigin(source)].filter(Boolean)),
  PUBLIC_CLIENT_ID: readText('PUBLIC_CLIENT_ID', 'sbc-web'),
  PUBLIC_CLIENT_SECRET: readText('PUBLIC_CLIENT_SECRET', 'sbc-web-demo-secret'),
  /** End of the subscribe pop-up (SPEC section 9: a fixed date in January 2022), an ISO date-time. */
  SUBSCRIBE_POPUP_END: readDate('SUBSCRIBE_POPUP_END', SUBSCRIBE_POPUP_END_DEFAULT),
});

export type Env = typeof env;
