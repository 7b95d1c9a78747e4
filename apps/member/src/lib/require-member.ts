import { isApiError } from '@sbc/api-client/core';
import { isRedirect, memberAuth } from '@sbc/session/guards';
import { redirect } from 'react-router';
import { env } from '../env';
import { memberSession } from './session';

function guard(request: Request) {
  return memberAuth({
    memberToken: memberSession.getToken(),
    currentUrl: request.url,
    memberUrl: env.MEMBER_URL,
  });
}

/**
 * `memberAuth` (SPEC section 5) for a loader: without a Member-Token, throws the redirect to
 * MEMBER_URL/login?return=<this page>.
 */
export function requireMember(request: Request): void {
  const result = guard(request);
  if (isRedirect(result)) throw redirect(result.redirect);
}

/**
 * For a loader's failed API call: a revoked session (401, whose cookies the client has just
 * cleared) becomes the redirect to the login page; anything else is thrown as it is.
 */
export function rethrowForLogin(error: unknown, request: Request): never {
  const retry = guard(request);
  if (isApiError(error) && error.httpStatus === 401 && isRedirect(retry)) {
    throw redirect(retry.redirect);
  }
  throw error;
}
