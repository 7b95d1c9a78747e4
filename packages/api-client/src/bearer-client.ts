import { type AnyEndpoint } from '@sbc/contract';
import {
  type ApiClient,
  type BodyEncoding,
  bearerAuthorization,
  createClient,
  type EndpointGroup,
  type HttpStatusRule,
} from './core';
import { type BearerClientOptions } from './options';

/** What distinguishes the admin, member and order clients. */
export interface BearerClientKind {
  encoding: BodyEncoding;
  onHttpStatus: HttpStatusRule;
}

/** A client that sends the user's bearer token on every call except `auth: 'none'` ones. */
export function createBearerClient<G extends EndpointGroup>(
  group: G,
  options: BearerClientOptions<G>,
  kind: BearerClientKind,
): ApiClient<G> {
  return createClient(group, {
    baseURL: options.baseURL,
    encoding: kind.encoding,
    hooks: options.hooks,
    timeout: options.timeout,
    headers: options.headers,
    adapter: options.adapter,
    onHttpStatus: kind.onHttpStatus,
    authorize: (e: AnyEndpoint) =>
      e.auth === 'none' ? undefined : bearerAuthorization(options.getToken),
  });
}
