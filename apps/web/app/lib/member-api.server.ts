import { createMemberClient, type MemberClient } from '@sbc/api-client/member';
import { serverClientOptions } from './api.server';

/** A calls-without-token client, for the connect code exchange. */
const anonymousClient = createMemberClient({ ...serverClientOptions, getToken: () => null });

/**
 * The member API for one request, server-side: the bearer token is the request's Member-Token
 * cookie (or none). No SPEC section 8 hooks here: on the server there is no page to leave, so
 * errors reach the loader, which answers with cookies and redirects instead.
 */
export function memberApiFor(token: string | null): MemberClient {
  return token === null
    ? anonymousClient
    : createMemberClient({ ...serverClientOptions, getToken: () => token });
}
