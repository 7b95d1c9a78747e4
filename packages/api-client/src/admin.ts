import { adminEndpoints } from '@sbc/contract';
import { adminSessionRule, type ApiClient, type EndpointGroup } from './core';
import { createBearerClient } from './bearer-client';
import { type BearerClientOptions } from './options';

/**
 * The admin console's client (`/sbc-admin/v1/`): bearer token, form bodies; HTTP 401 or 406
 * clears the admin token and reloads (SPEC section 8).
 */
export function createAdminClient<G extends EndpointGroup = typeof adminEndpoints>(
  options: BearerClientOptions<G>,
): ApiClient<G> {
  const group = options.endpoints ?? (adminEndpoints as EndpointGroup as G);
  return createBearerClient(group, options, { encoding: 'form', onHttpStatus: adminSessionRule });
}

export type AdminClient = ApiClient<typeof adminEndpoints>;
