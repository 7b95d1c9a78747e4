import { orderEndpoints } from '@sbc/contract';
import { type ApiClient, type EndpointGroup, memberSessionRule } from './core';
import { createBearerClient } from './bearer-client';
import { type BearerClientOptions } from './options';

/**
 * The order and payment client (`/sbc-member-core/v1/` order/..., pay/...): bearer token,
 * JSON bodies; HTTP 401 clears the stored credentials and goes home (SPEC section 8).
 */
export function createOrderClient<G extends EndpointGroup = typeof orderEndpoints>(
  options: BearerClientOptions<G>,
): ApiClient<G> {
  const group = options.endpoints ?? (orderEndpoints as EndpointGroup as G);
  return createBearerClient(group, options, { encoding: 'json', onHttpStatus: memberSessionRule });
}

export type OrderClient = ApiClient<typeof orderEndpoints>;
