import { STATUS_CODES } from 'node:http';
import { type Duplex } from 'node:stream';
import { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { type FieldError, INT_MAX } from '@sbc/contract';

const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** The one error type of the API: a code, a message for the user, and field errors on bad input. */
export class AppError extends Error {
  readonly status: number;
  /** Seconds until the refused request may be sent again: the `Retry-After` header of a 429. */
  retryAfter?: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

/** A 429 that tells the client, in `Retry-After`, how many seconds until its window frees. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError('RATE_LIMITED', message);
  error.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

interface ZodLikeIssue {
  /** zod's issue code, as fastify-type-provider-zod passes it on. */
  keyword?: string;
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
}

function fieldErrors(error: FastifyError): FieldError[] {
  const issues = (error.validation ?? []) as ZodLikeIssue[];
  const context = error.validationContext;
  const mistyped = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'request';
    // zod still runs a field's checks on a value of the wrong type ("Harus berupa teks." then
    // "Paling sedikit 10 item." for a list): after the type, they only confuse.
    if (mistyped.has(field)) continue;
    if (issue.keyword === 'invalid_type') mistyped.add(field);
    errors.push({ field, message: issue.message ?? 'Tidak valid' });
  }
  return errors;
}

/** The smallest value of a PostgreSQL `integer` column. */
const INT_MIN = -INT_MAX - 1;

/**
 * The fields whose value is an integer a PostgreSQL `integer` cannot hold, for a database refusal
 * (22003) of input no schema bounded, such as an event's "id or slug" path parameter.
 */
function outOfRangeFields(request: FastifyRequest): FieldError[] {
  const found: FieldError[] = [];
  for (const part of [request.params, request.query, request.body]) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [field, value] of Object.entries(part)) {
      const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number') continue;
      if (n > INT_MAX) found.push({ field, message: 'Angka terlalu besar.' });
      else if (n < INT_MIN) found.push({ field, message: 'Angka terlalu kecil.' });
    }
  }
  return found;
}

/** Maps every error to the envelope; only real faults become a logged 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) void reply.header('Retry-After', String(error.retryAfter));
      return reply.status(error.status).send({
        status: error.status,
        msg: error.message,
        data: null,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error.validation) {
      const errors = fieldErrors(error);
      const first = errors[0];
      // The first field's own Indonesian message reads on its own; `errors` names every field.
      const msg = first?.message || 'Data yang dikirim tidak valid';
      return reply.status(400).send({ status: 400, msg, data: null, errors });
    }
    // PostgreSQL class 22 is "data exception": a value the input carried that the column cannot hold.
    const pgCode = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)) {
      request.log.warn({ err: error, reqId: request.id }, 'input refused by the database');
      const named = pgCode === '22003' ? outOfRangeFields(request) : [];
      const msg = named[0]?.message ?? 'Data yang dikirim tidak valid';
      const errors = named.length ? named : [{ field: 'request', message: msg }];
      return reply.status(400).send({ status: 400, msg, data: null, errors });
    }
    // Class 23 is "integrity constraint violation": what a handler checked inside its transaction changed
    // at the same moment in another one (PostgreSQL's READ COMMITTED), e.g. a category deleted while a
    // post that uses it is being saved. Nothing was written; trying again sees the new state.
    if (pgCode === '23503' || pgCode === '23505') {
      request.log.warn({ err: error, reqId: request.id }, 'a concurrent change refused by the database');
      const detail = String((error as { cause?: { message?: unknown } }).cause?.message ?? error.message);
      const msg =
        pgCode === '23505'
          ? 'Data yang sama baru saja disimpan; muat ulang halaman lalu periksa kembali'
          : /^update or delete on table/.test(detail)
            ? 'Data ini baru saja dipakai oleh data lain sehingga tidak dapat dihapus; muat ulang halaman lalu coba lagi'
            : 'Data yang dirujuk baru saja dihapus atau diubah; muat ulang halaman lalu coba lagi';
      return reply.status(409).send({ status: 409, msg, data: null });
    }
    const httpStatus = error.statusCode ?? 500;
    // A body that could not be read at all (broken or empty JSON, a bad form): the body is the field.
    if (httpStatus === 400) {
      const msg = unreadableBodyMessage(error.code);
      return reply.status(400).send({ status: 400, msg, data: null, errors: [{ field: 'body', message: msg }] });
    }
    if (httpStatus >= 400 && httpStatus < 500) {
      const msg =
        httpStatus === 413
          ? 'Data yang dikirim terlalu besar'
          : httpStatus === 414
            ? 'Alamat terlalu panjang'
          : httpStatus === 415
            ? 'Jenis konten tidak didukung; gunakan JSON atau form-urlencoded'
            : 'Permintaan tidak valid';
      return reply.status(httpStatus).send({ status: httpStatus, msg, data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({
      status: 500,
      msg: `Terjadi kesalahan pada server (ref ${request.id})`,
      data: null,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: 404, msg: 'Alamat tidak ditemukan', data: null }),
  );
}

/** Why a request's body could not be read, by Fastify's error code. */
function unreadableBodyMessage(code: string | undefined): string {
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Isi permintaan kosong; kirim data JSON atau tanpa Content-Type';
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Isi permintaan bukan JSON yang sah';
  return 'Isi permintaan tidak dapat dibaca';
}

/** What a refused request's connection is told, by Node's parser error code. */
const CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'Permintaan terlalu lama dikirim; silakan coba lagi' },
  HPE_HEADER_OVERFLOW: { status: 431, msg: 'Alamat atau header permintaan terlalu panjang' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers and URL over
 * 16 KB, a malformed request line or `Content-Length`) never reaches Fastify, so the answer is
 * written on the socket by hand: a whole HTTP/1.1 response with the envelope, then the
 * connection closes, since the rest of what the client sent cannot be parsed.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, msg: 'Permintaan tidak valid' };
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const errors = status === 400 ? { errors: [{ field: 'request', message: msg }] } : {};
    const body = JSON.stringify({ status, msg, data: null, ...errors });
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
