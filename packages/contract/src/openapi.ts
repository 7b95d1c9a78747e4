import { z } from 'zod';
import { type AnyEndpoint, endpointPath } from './endpoint';
import { ErrorEnvelopeSchema, envelope } from './envelope';

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Masukan tidak valid (errors lists each field).',
  401: 'Token tidak ada, kedaluwarsa, atau dicabut.',
  403: 'Token sah tetapi perannya tidak berhak.',
  404: 'Tidak ditemukan.',
  409: 'Konflik, misalnya pendaftaran ganda.',
  410: 'Sudah tidak berlaku.',
  422: 'Tidak dapat diproses.',
  429: 'Terlalu banyak permintaan.',
  503: 'Layanan belum siap atau sedang berhenti.',
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The statuses a call can answer besides 200. */
export function errorStatuses(e: AnyEndpoint): number[] {
  const statuses = new Set<number>(e.errors ?? []);
  if (e.params || e.query || e.body) statuses.add(400);
  if (e.auth !== 'none') statuses.add(401);
  if (e.auth === 'admin' || e.auth === 'member') statuses.add(403);
  if (e.params) statuses.add(404);
  if (e.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/** Form encoding of nested fields: objects as deepObject, arrays as repeated keys. */
function formEncoding(schema: JsonSchema): Record<string, unknown> | undefined {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const encoding: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(props)) {
    const types = JSON.stringify(prop);
    if (prop.type === 'object') encoding[name] = { style: 'deepObject', explode: true };
    else if (types.includes('"type":"array"')) encoding[name] = { style: 'form', explode: true };
  }
  return Object.keys(encoding).length ? encoding : undefined;
}

function parameters(e: AnyEndpoint): unknown[] {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', e.params],
    ['query', e.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      const p: Record<string, unknown> = {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: prop,
      };
      if (prop.type === 'object') Object.assign(p, { style: 'deepObject', explode: true });
      else if (JSON.stringify(prop).includes('"type":"array"')) Object.assign(p, { style: 'form', explode: true });
      list.push(p);
    }
  }
  return list;
}

function security(e: AnyEndpoint): unknown[] {
  switch (e.auth) {
    case 'none':
      return [];
    case 'client':
      return [{ clientBasic: [] }, { bearerToken: [] }];
    default:
      return [{ bearerToken: [] }];
  }
}

function operation(e: AnyEndpoint): Record<string, unknown> {
  const errorSchema = toSchema(ErrorEnvelopeSchema, 'output');
  const responses: Record<string, unknown> = {};
  if (e.produces?.kind === 'file') {
    responses['200'] = {
      description: 'Berkas',
      content: { [e.produces.contentType]: { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    responses['200'] = {
      description: 'Berhasil',
      content: { 'application/json': { schema: toSchema(envelope(e.response), 'output') } },
    };
  }
  for (const status of errorStatuses(e)) {
    responses[String(status)] = {
      description: ERROR_TEXT[status] ?? 'Galat',
      content: { 'application/json': { schema: { ...errorSchema, properties: { ...(errorSchema.properties as object), status: { const: status } } } } },
    };
  }
  const op: Record<string, unknown> = {
    operationId: e.id,
    summary: e.summary,
    tags: [e.service],
    security: security(e),
    parameters: parameters(e),
    responses,
  };
  if (e.body) {
    const body = toSchema(e.body, 'input');
    const json = { 'application/json': { schema: body } };
    const form = {
      'application/x-www-form-urlencoded': { schema: body, encoding: formEncoding(body) },
    };
    op.requestBody = {
      required: true,
      content: e.encoding === 'json' ? { ...json, ...form } : { ...form, ...json },
    };
  }
  return op;
}

/** Builds the OpenAPI 3.1 document of the given calls. */
export function buildOpenApiDocument(
  endpoints: readonly AnyEndpoint[],
  options: { serverUrl: string; version: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = endpointPath(e);
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SBC API',
      version: options.version,
      description:
        'API situs komunitas SBC. Setiap jawaban JSON berbentuk { status, msg, data }; galat membawa status HTTP yang sama di badan.',
    },
    servers: [{ url: options.serverUrl }],
    components: {
      securitySchemes: {
        clientBasic: { type: 'http', scheme: 'basic', description: 'Kredensial klien publik.' },
        bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
