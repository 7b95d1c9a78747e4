import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { type AnyEndpoint, endpointPath, fillPath } from '@sbc/contract';
import { REQUEST_TIMEOUT_MS } from './constants';
import { type BodyEncoding, encodeBody, encodeFields } from './encode';
import { type ClientHooks, type ResolvedHooks, resolveHooks } from './hooks';
import { settleFile, settleJson } from './settle';
import { type ApiClient, type CallOptions, type EndpointGroup, type MaybePromise } from './types';

/** Reacts to the HTTP status of an answer, before its body is looked at (SPEC section 8). */
export type HttpStatusRule = (httpStatus: number, hooks: ResolvedHooks) => void;

/** Options of {@link createClient}. */
export interface CreateClientOptions {
  baseURL: string;
  /** How bodies are sent unless an endpoint names its own `encoding`. */
  encoding: BodyEncoding;
  /** The Authorization header of one call; nothing sends none. */
  authorize?: (e: AnyEndpoint) => MaybePromise<string | null | undefined>;
  hooks?: ClientHooks;
  /**
   * Session rule of the client kind. It is skipped for `auth: 'none'` calls (login): their
   * 401 means wrong credentials, not an expired session, and must reach the form.
   */
  onHttpStatus?: HttpStatusRule;
  /** Milliseconds; defaults to {@link REQUEST_TIMEOUT_MS}. */
  timeout?: number;
  /** Extra headers of each call, read when it is sent. */
  headers?: () => Record<string, string> | undefined;
  /** How requests are sent; axios's own adapter unless given (a server passes `createNodeAdapter()`). */
  adapter?: AxiosAdapter;
}

/** Request parts a caller passes; which ones exist depends on the endpoint. */
interface RequestParts {
  params?: Record<string, unknown>;
  query?: object;
  body?: object;
}

const takesInput = (e: AnyEndpoint) => Boolean(e.params ?? e.query ?? e.body);

function requestUrl(e: AnyEndpoint, input: RequestParts): string {
  const path = fillPath(endpointPath(e), input.params);
  const query = input.query ? encodeFields(input.query) : '';
  return query ? `${path}?${query}` : path;
}

async function send(
  http: AxiosInstance,
  e: AnyEndpoint,
  input: RequestParts,
  call: CallOptions,
  options: CreateClientOptions,
  hooks: ResolvedHooks,
) {
  const headers: Record<string, string> = { ...options.headers?.() };
  const authorization = await options.authorize?.(e);
  if (authorization) headers.Authorization = authorization;
  const body = input.body ? encodeBody(input.body, e.encoding ?? options.encoding) : undefined;
  if (body) headers['Content-Type'] = body.contentType;
  const isFile = e.produces?.kind === 'file';
  const response = await http.request({
    method: e.method,
    url: requestUrl(e, input),
    headers,
    data: body?.data,
    responseType: isFile ? 'arraybuffer' : undefined,
    signal: call.signal,
    onUploadProgress: call.onUploadProgress
      ? (event) => call.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
      : undefined,
  });
  if (e.auth !== 'none') options.onHttpStatus?.(response.status, hooks);
  return isFile ? settleFile(e, response, hooks) : settleJson(e, response, hooks);
}

/**
 * Derives one typed method per entry of a registry group. A method takes the call's
 * `EndpointInput` (nothing when it has none) and resolves to the envelope's `data`, parsed
 * with the endpoint's response schema, or to a `FileDownload` for file calls. Failures reject
 * with an `ApiError` (an answered error) or the axios error (transport, with its response).
 */
export function createClient<G extends EndpointGroup>(
  group: G,
  options: CreateClientOptions,
): ApiClient<G> {
  const hooks = resolveHooks(options.hooks);
  // Every answer is inspected here (SPEC section 8 looks at the body, not the HTTP status).
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    validateStatus: () => true,
    adapter: options.adapter,
  });
  const methods = Object.entries(group).map(([name, e]) => {
    const method = (...args: unknown[]) => {
      const [input, call] = takesInput(e) ? args : [{}, args[0]];
      return send(
        http,
        e,
        (input ?? {}) as RequestParts,
        (call ?? {}) as CallOptions,
        options,
        hooks,
      );
    };
    return [name, method] as const;
  });
  return Object.fromEntries(methods) as unknown as ApiClient<G>;
}
