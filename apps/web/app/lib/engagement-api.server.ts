import { createPublicClient, type PublicClient } from '@sbc/api-client/public';
import { isApiError } from '@sbc/api-client/core';
import { COOKIE_NAMES, VISITOR_COOKIE_MAX_AGE_SECONDS } from '@sbc/session/cookies';
import { readSessionFromCookieHeader, serializeCookie } from '@sbc/session/server';
import { env } from '../env.server';
import { publicApi, serverClientOptions } from './api.server';
import type { FieldErrors } from './engagement-forms';
import type { ActionFailure } from './engagement-types';
import { forgetEndedSession, isEndedSession, SESSION_ENDED_MESSAGE } from './member-session.server';

/** Shown for a 429 from the API (rate-limited forms). */
export const RATE_LIMIT_MESSAGE =
  'Terlalu banyak permintaan dari jaringan Anda. Silakan tunggu sekitar satu menit, lalu coba lagi.';
/** Shown when the API cannot be reached. */
export const UNAVAILABLE_MESSAGE =
  'Layanan SBC sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.';

/** The request's cookies as the session package reads them. */
function sessionOf(request: Request) {
  return readSessionFromCookieHeader(request.headers.get('Cookie'));
}

/** The visitor id of the request's `visitor-id` cookie, or `null`. */
export function visitorIdOf(request: Request): string | null {
  return sessionOf(request).visitorId;
}

/** The request's Member-Token, or `null` when it does not count as present (SPEC section 4). */
export function memberTokenOf(request: Request): string | null {
  return sessionOf(request).memberToken;
}

/**
 * The public API for one request: with the request's Member-Token as bearer token when there
 * is one (member-only calls: comments, ratings), else the shared client credential.
 */
export function publicApiFor(request: Request): PublicClient {
  const token = memberTokenOf(request);
  if (token === null) return publicApi;
  return createPublicClient({
    ...serverClientOptions,
    clientId: env.PUBLIC_CLIENT_ID,
    clientSecret: env.PUBLIC_CLIENT_SECRET,
    getToken: () => token,
  });
}

/**
 * Runs `call` as the request's member when it carries a member token, else as a visitor. When
 * the API refuses the token (the session ended), the call runs again as a visitor's and `ended`
 * tells the route to forget the member's cookies ({@link forgetEndedSession}).
 */
export async function asMemberOrVisitor<T>(
  request: Request,
  call: (api: PublicClient, asMember: boolean) => Promise<T>,
): Promise<{ value: T; asMember: boolean; ended: boolean }> {
  if (memberTokenOf(request) === null) return { value: await call(publicApi, false), asMember: false, ended: false };
  try {
    return { value: await call(publicApiFor(request), true), asMember: true, ended: false };
  } catch (cause) {
    if (!isEndedSession(cause)) throw cause;
    return { value: await call(publicApi, false), asMember: false, ended: true };
  }
}

/** The answer to a member's action whose session has ended: 401, and their cookies go. */
export function endedSessionAnswer(): Response {
  return jsonNoStore(failure(401, SESSION_ENDED_MESSAGE), { status: 401, headers: forgetEndedSession() });
}

/** `Set-Cookie` of the visitor id: a year, Path=/, SameSite=Lax, Secure over HTTPS. */
export function visitorIdCookie(clientId: string): string {
  return serializeCookie(COOKIE_NAMES.visitorId, clientId, {
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    secure: env.WEB_URL.startsWith('https://'),
  });
}

/** The fields in which the API names the visitor id it was given. */
const VISITOR_FIELDS = new Set(['user_id', 'client_id', 'visitor_id']);

/**
 * The API's refusal of a visitor id it did not issue (signed under another secret, or by another
 * installation): a 400 on the visitor-id field.
 */
export function isUnknownVisitor(cause: unknown): boolean {
  return isApiError(cause) && cause.status === 400 && cause.errors.some((e) => VISITOR_FIELDS.has(e.field));
}

/**
 * Runs `call` with the request's visitor id. When the API does not know that id, the visitor (who
 * accepted the cookie notice when it was stored) gets a new visitor session, `call` runs once more
 * with it, and `setCookie` stores the new id; otherwise `setCookie` is null. Without a visitor id
 * `call` gets null.
 */
export async function withVisitorId<T>(
  request: Request,
  call: (visitorId: string | null) => Promise<T>,
): Promise<{ value: T; setCookie: string | null }> {
  const visitorId = visitorIdOf(request);
  try {
    return { value: await call(visitorId), setCookie: null };
  } catch (cause) {
    if (visitorId === null || !isUnknownVisitor(cause)) throw cause;
    const session = await publicApi.createVisitorSession({ signal: request.signal });
    return { value: await call(session.client_id), setCookie: visitorIdCookie(session.client_id) };
  }
}

/** Headers carrying the renewed visitor id of {@link withVisitorId}, if any. */
export function renewedVisitor(setCookie: string | null): HeadersInit | undefined {
  return setCookie ? { 'Set-Cookie': setCookie } : undefined;
}

/** Only the site's own pages may post: a cross-site form post is refused. */
export function isSameSiteRequest(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== new URL(env.WEB_URL).origin) return false;
  return request.headers.get('Sec-Fetch-Site') !== 'cross-site';
}

/** A JSON answer that no cache keeps (every answer here is personal). */
export function jsonNoStore(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-store');
  return Response.json(body, { status: init.status ?? 200, headers });
}

/** A failure answer built here (bad input caught before calling the API). */
export function failure(status: number, message: string, fieldErrors: FieldErrors = {}): ActionFailure {
  return { ok: false, status, message, fieldErrors };
}

/**
 * An API error as a failure the form can show: field errors of a 400, the readable message
 * (a fixed one for 429), and 503 when the API could not be reached (logged, as a real fault).
 */
export function toFailure(what: string, cause: unknown): ActionFailure {
  if (!isApiError(cause) || cause.status >= 500) {
    console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
    return failure(503, UNAVAILABLE_MESSAGE);
  }
  if (cause.status === 429) return failure(429, RATE_LIMIT_MESSAGE);
  const fieldErrors: FieldErrors = {};
  for (const { field, message } of cause.errors) fieldErrors[field] ??= message;
  return failure(cause.status, cause.message || 'Error', fieldErrors);
}

/** The status a failure answer is sent with (the API's, or 503). */
export function failureStatus(result: { ok: boolean; status?: number }): number {
  return result.ok ? 200 : (result.status ?? 500);
}

/** The answer of an engagement route asked with a method it does not take. */
export function methodNotAllowed(allow: string): Response {
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: { Allow: allow, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** A positive integer id from a form or query value, else `null`. */
export function readId(value: FormDataEntryValue | string | null): number | null {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The form of a POST, or `null` when the body is not a form. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * The form of a same-site POST, or the answer to send instead: 403 for a cross-site post,
 * 400 for a body that is not a form.
 */
export async function sameSiteForm(request: Request): Promise<FormData | Response> {
  if (!isSameSiteRequest(request)) {
    return jsonNoStore(failure(403, 'Permintaan ditolak'), { status: 403 });
  }
  const form = await readForm(request);
  return form ?? jsonNoStore(failure(400, 'Permintaan tidak valid'), { status: 400 });
}
