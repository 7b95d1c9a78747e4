import { type AnyEndpoint, type EndpointData, type EndpointInput } from '@sbc/contract';
import { type FileDownload } from './file';

/** A registry group of `@sbc/contract`: method name to endpoint. */
export type EndpointGroup = Readonly<Record<string, AnyEndpoint>>;

export type MaybePromise<T> = T | Promise<T>;

/** Reads the current bearer token (a cookie, a session); nothing means "not logged in". */
export type TokenGetter = () => MaybePromise<string | null | undefined>;

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call, for example a loader's `request.signal`. */
  signal?: AbortSignal;
  /** Reports how much of the request body was sent (uploads), from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * What a call resolves to: the envelope's parsed `data`, or a {@link FileDownload} for a
 * call whose `produces` is narrowed to `{ kind: 'file' }` in its type.
 */
export type CallResult<E extends AnyEndpoint> = E['produces'] extends { kind: 'file' }
  ? FileDownload
  : EndpointData<E>;

/** What a caller passes: the contract's input type. */
export type EndpointCallInput<E extends AnyEndpoint> = EndpointInput<E>;

/** One client method: without an argument when the call takes no input. */
export type EndpointMethod<E extends AnyEndpoint> =
  unknown extends EndpointCallInput<E>
    ? (options?: CallOptions) => Promise<CallResult<E>>
    : (input: EndpointCallInput<E>, options?: CallOptions) => Promise<CallResult<E>>;

/** A typed client: one method per entry of the group. */
export type ApiClient<G extends EndpointGroup> = { readonly [K in keyof G]: EndpointMethod<G[K]> };
