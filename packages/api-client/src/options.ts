import { type AxiosAdapter } from 'axios';
import { type ClientHooks, type EndpointGroup, type TokenGetter } from './core';

/** Options every client factory takes. */
export interface BaseClientOptions<G extends EndpointGroup> {
  /** API origin or base path (`API_URL`); the service prefix comes from the contract. */
  baseURL: string;
  hooks?: ClientHooks;
  /** Milliseconds; defaults to `REQUEST_TIMEOUT_MS` (50000, SPEC section 9). */
  timeout?: number;
  /** The group served; defaults to the registry's group for the client kind (override in tests). */
  endpoints?: G;
  /**
   * Extra headers of each call, read when it is sent; a server rendering for a visitor passes
   * `X-Forwarded-For` so the API rate-limits the visitor, not the server.
   */
  headers?: () => Record<string, string> | undefined;
  /** How requests are sent: axios's own adapter unless given; a server passes `createNodeAdapter()`. */
  adapter?: AxiosAdapter;
}

/** Options of the bearer-token clients (admin, member, order). */
export interface BearerClientOptions<G extends EndpointGroup> extends BaseClientOptions<G> {
  /** The logged-in user's token; calls of `auth: 'none'` (login) are sent without it. */
  getToken: TokenGetter;
}
