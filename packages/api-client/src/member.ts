import { memberEndpoints } from '@sbc/contract';
import { type ApiClient, type EndpointGroup, memberSessionRule } from './core';
import { createBearerClient } from './bearer-client';
import { type BearerClientOptions } from './options';

/**
 * The member area's client (`/sbc-member-core/v1/`, `/sbc-member-report/v1/`): bearer token,
 * form bodies; HTTP 401 clears the stored credentials and goes home (SPEC section 8).
 */
export function createMemberClient<G extends EndpointGroup = typeof memberEndpoints>(
  options: BearerClientOptions<G>,
): ApiClient<G> {
  const group = options.endpoints ?? (memberEndpoints as EndpointGroup as G);
  return createBearerClient(group, options, { encoding: 'form', onHttpStatus: memberSessionRule });
}

export type MemberClient = ApiClient<typeof memberEndpoints>;
