import { AxiosError, type AxiosResponse } from 'axios';
import { type AnyEndpoint, FieldErrorSchema } from '@sbc/contract';
import { z } from 'zod';
import { ApiError } from './api-error';
import { INVALID_RESPONSE_MESSAGE, RELOAD_STATUSES } from './constants';
import { type FileDownload, filenameFromDisposition, parseJsonBytes, toArrayBuffer } from './file';
import { type ResolvedHooks } from './hooks';

/** Any `{ status, msg, data }` body, success or not; odd `msg` or `errors` are tolerated. */
const LooseEnvelopeSchema = z.looseObject({
  status: z.number(),
  msg: z.string().nullish().catch(null),
  data: z.unknown(),
  errors: z.array(FieldErrorSchema).optional().catch(undefined),
});
type LooseEnvelope = z.infer<typeof LooseEnvelopeSchema>;

const isSuccessful = (httpStatus: number) => httpStatus >= 200 && httpStatus < 300;

function header(response: AxiosResponse, name: string): string {
  const value: unknown = response.headers[name];
  return typeof value === 'string' ? value : '';
}

/** A non-200 envelope: SPEC section 8's message and reload statuses. */
function failedEnvelope(
  envelope: LooseEnvelope,
  response: AxiosResponse,
  hooks: ResolvedHooks,
): ApiError {
  if (RELOAD_STATUSES.has(envelope.status)) hooks.reload();
  return new ApiError(envelope.msg || 'Error', {
    status: envelope.status,
    httpStatus: response.status,
    errors: envelope.errors,
    body: response.data,
  });
}

function invalidResponse(response: AxiosResponse, body: unknown, cause?: unknown): ApiError {
  return new ApiError(INVALID_RESPONSE_MESSAGE, {
    status: response.status,
    httpStatus: response.status,
    body,
    cause,
  });
}

/**
 * A body that is no envelope: on 2xx the contract is broken; otherwise it is a transport
 * failure (a proxy's 502 page, say), rejected like axios would, with the response attached.
 */
function notAnEnvelope(response: AxiosResponse, body: unknown): Error {
  if (isSuccessful(response.status)) return invalidResponse(response, body);
  const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return new AxiosError(
    `Request failed with status code ${response.status}`,
    code,
    response.config,
    response.request,
    response,
  );
}

/** Turns a JSON answer into the call's parsed data, or throws as SPEC section 8 says. */
export async function settleJson(
  e: AnyEndpoint,
  response: AxiosResponse,
  hooks: ResolvedHooks,
): Promise<unknown> {
  const envelope = LooseEnvelopeSchema.safeParse(response.data);
  if (!envelope.success) throw notAnEnvelope(response, response.data);
  if (envelope.data.status !== 200) throw failedEnvelope(envelope.data, response, hooks);
  const parsed = await e.response.safeParseAsync(envelope.data.data);
  if (!parsed.success) throw invalidResponse(response, response.data, parsed.error);
  return parsed.data;
}

/** Turns a file answer into a {@link FileDownload}; a JSON answer is an error envelope. */
export function settleFile(
  e: AnyEndpoint,
  response: AxiosResponse,
  hooks: ResolvedHooks,
): FileDownload {
  const contentType = header(response, 'content-type');
  if (/\bjson\b/i.test(contentType)) {
    const body = parseJsonBytes(response.data);
    const envelope = LooseEnvelopeSchema.safeParse(body);
    if (!envelope.success) throw notAnEnvelope(response, body);
    if (envelope.data.status !== 200) throw failedEnvelope(envelope.data, response, hooks);
    throw invalidResponse(response, body);
  }
  if (!isSuccessful(response.status)) throw notAnEnvelope(response, response.data);
  return {
    data: toArrayBuffer(response.data),
    filename: filenameFromDisposition(header(response, 'content-disposition')),
    contentType:
      contentType ||
      (e.produces?.kind === 'file' ? e.produces.contentType : 'application/octet-stream'),
  };
}
