import { type z } from 'zod';

/** Service prefixes of SPEC section 7; `system` holds the unprefixed health call. */
export const SERVICE_PREFIX = {
  admin: '/sbc-admin/v1/',
  'member-core': '/sbc-member-core/v1/',
  'member-report': '/sbc-member-report/v1/',
  visitor: '/sbc-visitor/v1/',
  tracking: '/sbc-tracking/v1/',
  system: '/',
} as const;
export type Service = keyof typeof SERVICE_PREFIX;

/**
 * Who may call:
 * - `none`: anyone (login calls, health);
 * - `client`: the public client's Basic credential, or any valid bearer token (ARCHITECTURE section 3);
 * - `member`: a member's bearer token;
 * - `admin`: an admin's bearer token; `permission` narrows it to roles that hold it.
 */
export type AuthKind = 'none' | 'client' | 'member' | 'admin';

/**
 * What an admin role may do. The super admin holds every permission.
 * - `presence`: check-in and attendance exports;
 * - `content`: site-wide content (articles, categories, site info, packages, orders, moderation, inbox, outbox);
 * - `chapter`: events, courses, gallery and boards, limited to the admin's own chapter unless super;
 * - `members`: the member list;
 * - `audit`: the audit log;
 * - `account`: one's own profile and password.
 */
export type AdminPermission = 'presence' | 'content' | 'chapter' | 'members' | 'audit' | 'account';

/** Named rate-limit policies; their numbers live in the server's configuration. */
export type RateLimitPolicy = 'login' | 'form' | 'write';

export type HttpMethod = 'GET' | 'POST';

/** A schema describing an object of request fields. */
type Fields = z.ZodType<Record<string, unknown>>;

export interface EndpointDef<
  P extends Fields | undefined = Fields | undefined,
  Q extends Fields | undefined = Fields | undefined,
  B extends Fields | undefined = Fields | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthKind = AuthKind,
> {
  /** Unique operation id, also the client's method name. */
  id: string;
  service: Service;
  method: HttpMethod;
  /** Path below the service prefix, path parameters as `{name}`. */
  path: string;
  auth: A;
  permission?: AdminPermission;
  /** How our clients send the body; the server accepts both encodings everywhere. */
  encoding?: 'form' | 'json';
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The data inside the success envelope (or, for files, ignored). */
  response: R;
  /** `file` answers the file itself (for example an .xlsx) and errors as envelopes. */
  produces?: { kind: 'json' } | { kind: 'file'; contentType: string };
  /**
   * Statuses the call's handler can answer besides 200 and those every call of its kind can give
   * (400, 401, 403 of member and admin calls, 404 of path parameters, 413 and 415 of POST, 429 of rate limits).
   */
  errors?: readonly (403 | 404 | 409 | 410 | 422 | 503)[];
  rateLimit?: RateLimitPolicy;
  /**
   * A logout: the token's signature and expiry must hold, but its session may already have ended
   * (revoked elsewhere), and the call then succeeds too. Ending a session twice is not a mistake.
   */
  endedSessionAccepted?: true;
}

/** Declares one call of the API; the server, the clients and /openapi.json derive from it. */
export function endpoint<
  P extends Fields | undefined = undefined,
  Q extends Fields | undefined = undefined,
  B extends Fields | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthKind = AuthKind,
>(def: EndpointDef<P, Q, B, R, A>): EndpointDef<P, Q, B, R, A> {
  return def;
}

export type AnyEndpoint = EndpointDef<
  Fields | undefined,
  Fields | undefined,
  Fields | undefined,
  z.ZodType,
  AuthKind
>;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** `{ [K]: input }` when the part exists on the endpoint, else nothing. */
type InputPart<K extends string, S> = [NonNullable<S>] extends [never]
  ? unknown
  : NonNullable<S> extends z.ZodType
    ? { [P in K]: z.input<NonNullable<S>> }
    : unknown;

/** What a client passes: params, query and body, each only when the call has them. */
export type EndpointInput<E extends AnyEndpoint> = InputPart<'params', E['params']> &
  InputPart<'query', E['query']> &
  InputPart<'body', E['body']>;

/** What a server handler receives after validation. */
export type EndpointRequest<E extends AnyEndpoint> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
};

/** The data a call answers inside its envelope. */
export type EndpointData<E extends AnyEndpoint> = z.output<E['response']>;

/** The full URL path of a call, for example `/sbc-visitor/v1/info`. */
export function endpointPath(e: Pick<AnyEndpoint, 'service' | 'path'>): string {
  return SERVICE_PREFIX[e.service] + e.path;
}

/** Fills `{name}` path parameters. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
