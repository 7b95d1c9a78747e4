export { ApiError, type ApiErrorInit, isApiError } from './api-error';
export { basicAuthorization, bearerAuthorization } from './auth';
export { INVALID_RESPONSE_MESSAGE, RELOAD_STATUSES, REQUEST_TIMEOUT_MS } from './constants';
export { createClient, type CreateClientOptions, type HttpStatusRule } from './create-client';
export { type BodyEncoding, encodeBody, encodeFields } from './encode';
export { type FileDownload, filenameFromDisposition } from './file';
export { type ClientHooks, type ResolvedHooks, resolveHooks } from './hooks';
export { adminSessionRule, memberSessionRule } from './session-rules';
export type {
  ApiClient,
  CallOptions,
  CallResult,
  EndpointCallInput,
  EndpointGroup,
  EndpointMethod,
  MaybePromise,
  TokenGetter,
} from './types';
