import { z } from 'zod';
import { type AnyEndpoint, endpointPath } from './endpoint';
import { ErrorEnvelopeSchema, envelope } from './envelope';

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Masukan tidak valid (errors lists each field), atau badan permintaan tidak terbaca.',
  401: 'Token tidak ada, kedaluwarsa, atau dicabut, atau kredensial yang dikirim tidak sah.',
  403: 'Tidak berhak: peran token tidak mengizinkan, atau tanda tangan tidak sah.',
  404: 'Tidak ditemukan.',
  408: 'Permintaan terlalu lama dikirim.',
  409: 'Konflik, misalnya pendaftaran ganda.',
  410: 'Sudah tidak berlaku.',
  413: 'Data yang dikirim terlalu besar.',
  414: 'Alamat terlalu panjang: parameter jalur melebihi batas router.',
  415: 'Jenis konten tidak didukung; gunakan JSON atau form-urlencoded.',
  422: 'Tidak dapat diproses.',
  429: 'Terlalu banyak permintaan.',
  431: 'Alamat atau header permintaan terlalu panjang (lebih dari 16 KB).',
  503: 'Layanan belum siap atau sedang berhenti.',
};

/** Every 429 says when to try again (the rate limiter's window, or the sign-in lockout's end). */
const RETRY_AFTER = {
  description: 'Detik yang harus ditunggu sebelum mencoba lagi.',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

/**
 * The named schemas of one document. zod's JSON Schema puts a recursive or shared schema in a
 * root `$defs` and points at it with `#/$defs/…` (or `#` for the root itself); inside an OpenAPI
 * document those pointers resolve against the document, so each such schema moves here under a
 * unique name and every pointer is rewritten to `#/components/schemas/<name>`.
 */
class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  /** Component names of a `$defs` block already hoisted, keyed by the block's JSON. */
  private readonly hoisted = new Map<string, Map<string, string>>();

  /** A JSON Schema of `schema` whose pointers all resolve inside the document. */
  convert(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    const [names, fresh] = this.hoist(defs, owner);
    let rootName: string | undefined;
    const target = (ref: string): string => {
      if (ref === '#') {
        rootName ??= this.uniqueName(owner);
        return `#/components/schemas/${rootName}`;
      }
      const name = ref.startsWith('#/$defs/') ? names.get(ref.slice('#/$defs/'.length)) : undefined;
      if (!name) throw new Error(`${owner}: no component for the JSON Schema pointer ${ref}`);
      return `#/components/schemas/${name}`;
    };
    if (fresh) for (const [key, name] of names) this.schemas[name] = portableSchema(defs[key], target) as JsonSchema;
    const root = portableSchema(json, target) as JsonSchema;
    // A schema that contains itself is named too, so its inner pointers have somewhere to go.
    if (rootName) this.schemas[rootName] = root;
    return root;
  }

  /** Names for a `$defs` block, and whether they are new (the same block twice shares its names). */
  private hoist(defs: Record<string, JsonSchema>, owner: string): [Map<string, string>, boolean] {
    const keys = Object.keys(defs);
    if (!keys.length) return [new Map(), false];
    const signature = JSON.stringify(defs);
    const known = this.hoisted.get(signature);
    if (known) return [known, false];
    const names = new Map<string, string>();
    for (const key of keys) {
      // zod names unnamed schemas `__schema0`, `__schema1`… in every conversion; those get the owner's name.
      names.set(key, this.uniqueName(/^__schema\d+$/.test(key) ? `${owner}.${key.slice(2)}` : key));
      // Reserved now so the next name is unique; filled once every pointer can be rewritten.
      this.schemas[names.get(key) as string] = {};
    }
    this.hoisted.set(signature, names);
    return [names, true];
  }

  private uniqueName(wanted: string): string {
    const base = wanted.replace(/[^A-Za-z0-9._-]/g, '_');
    let name = base;
    for (let n = 2; name in this.schemas; n++) name = `${base}_${n}`;
    return name;
  }
}

/** The formats of JSON Schema 2020-12 and of the OpenAPI 3.1 format registry. */
const STANDARD_FORMATS = new Set([
  'date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname', 'ipv4',
  'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template', 'json-pointer',
  'relative-json-pointer', 'regex', 'int32', 'int64', 'float', 'double', 'password', 'byte', 'binary',
]);

/** `value` with every local pointer rewritten by `target`, and only standard formats. */
function portableSchema(value: unknown, target: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => portableSchema(v, target));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // zod names some checks as formats of its own (`starts_with`, `ends_with`, `includes`), which
    // validators refuse as unknown; their `pattern` says the same thing in standard terms.
    if (key === 'format' && typeof v === 'string' && !STANDARD_FORMATS.has(v)) continue;
    out[key] = key === '$ref' && typeof v === 'string' && v.startsWith('#') ? target(v) : portableSchema(v, target);
  }
  return out;
}

/** The statuses a call can answer besides 200. */
export function errorStatuses(e: AnyEndpoint): number[] {
  // The server reads the body of every POST, whether or not the call has fields in it.
  const readsBody = e.method !== 'GET';
  const statuses = new Set<number>(e.errors ?? []);
  if (e.params || e.query || readsBody) statuses.add(400);
  // An Authorization header is checked on every call, open ones too: a bad one is refused, never ignored.
  statuses.add(401);
  // Node's parser refuses any request sent too slowly, or whose address and headers pass 16 KB.
  statuses.add(408);
  statuses.add(431);
  if (e.auth === 'admin' || e.auth === 'member') statuses.add(403);
  if (e.params) {
    statuses.add(404);
    // A path parameter longer than the router takes (maxParamLength) is refused before the call.
    statuses.add(414);
  }
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (e.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
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

function parameters(e: AnyEndpoint, components: SchemaComponents): unknown[] {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ['path', e.params],
    ['query', e.query],
  ] as const) {
    if (!schema) continue;
    const json = components.convert(schema, 'input', `${e.id}.${where}`);
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

function operation(e: AnyEndpoint, components: SchemaComponents): Record<string, unknown> {
  const errorSchema = components.convert(ErrorEnvelopeSchema, 'output', 'ErrorEnvelope');
  const responses: Record<string, unknown> = {};
  if (e.produces?.kind === 'file') {
    responses['200'] = {
      description: 'Berkas',
      content: { [e.produces.contentType]: { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    responses['200'] = {
      description: 'Berhasil',
      content: { 'application/json': { schema: components.convert(envelope(e.response), 'output', `${e.id}.response`) } },
    };
  }
  for (const status of errorStatuses(e)) {
    responses[String(status)] = {
      description: ERROR_TEXT[status] ?? 'Galat',
      ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/json': { schema: { ...errorSchema, properties: { ...(errorSchema.properties as object), status: { const: status } } } } },
    };
  }
  const op: Record<string, unknown> = {
    operationId: e.id,
    summary: e.summary,
    tags: [e.service],
    security: security(e),
    parameters: parameters(e, components),
    responses,
  };
  if (e.body) {
    const body = components.convert(e.body, 'input', `${e.id}.body`);
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
  const components = new SchemaComponents();
  for (const e of endpoints) {
    const path = endpointPath(e);
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = operation(e, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SBC API',
      version: options.version,
      description:
        'API situs komunitas SBC. Setiap jawaban JSON berbentuk { status, msg, data }; galat membawa status HTTP yang sama di badan. ' +
        'Sebelum sebuah panggilan dikenali, server dapat menolak permintaan dengan amplop yang sama: 400 (permintaan HTTP rusak), ' +
        '408 (permintaan tidak selesai terkirim tepat waktu) dan 431 (header melebihi 16 KB).',
    },
    servers: [{ url: options.serverUrl }],
    components: {
      schemas: components.schemas,
      securitySchemes: {
        clientBasic: { type: 'http', scheme: 'basic', description: 'Kredensial klien publik.' },
        bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
