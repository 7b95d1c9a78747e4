import { publicEndpoints } from '@sbc/contract';
import {
  type ApiClient,
  basicAuthorization,
  bearerAuthorization,
  createClient,
  type EndpointGroup,
  type TokenGetter,
} from './core';
import { type BaseClientOptions } from './options';

/** Options of {@link createPublicClient}. */
export interface PublicClientOptions<G extends EndpointGroup> extends BaseClientOptions<G> {
  /** `PUBLIC_CLIENT_ID`, the fixed client credential (ARCHITECTURE section 3). */
  clientId: string;
  clientSecret: string;
  /**
   * A member's token, if any. When it gives one, calls carry `Bearer <token>` instead of the
   * Basic credential, which the member-only calls (comments/add_stored, rating/add_stored,
   * member event/register) require and every visitor call accepts.
   */
  getToken?: TokenGetter;
}

/** The public site's client (`/sbc-visitor/v1/`, `/sbc-tracking/v1/`): Basic or bearer, form bodies. */
export function createPublicClient<G extends EndpointGroup = typeof publicEndpoints>(
  options: PublicClientOptions<G>,
): ApiClient<G> {
  const basic = basicAuthorization(options.clientId, options.clientSecret);
  return createClient(options.endpoints ?? (publicEndpoints as EndpointGroup as G), {
    baseURL: options.baseURL,
    encoding: 'form',
    hooks: options.hooks,
    timeout: options.timeout,
    headers: options.headers,
    adapter: options.adapter,
    authorize: async () => (await bearerAuthorization(options.getToken)) ?? basic,
  });
}

export type PublicClient = ApiClient<typeof publicEndpoints>;
