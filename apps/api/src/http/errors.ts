import { type FastifyError, type FastifyInstance } from 'fastify';
import { type FieldError } from '@sbc/contract';

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
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

interface ZodLikeIssue {
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
}

function fieldErrors(error: FastifyError): FieldError[] {
  const issues = (error.validation ?? []) as ZodLikeIssue[];
  const context = error.validationContext;
  return issues.map((issue) => {
    const path = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { field: path || context || 'request', message: issue.message ?? 'Tidak valid' };
  });
}

/** Maps every error to the envelope; only real faults become a logged 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
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
      return reply.status(400).send({ status: 400, msg: 'Data yang dikirim tidak valid', data: null });
    }
    const httpStatus = error.statusCode ?? 500;
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
