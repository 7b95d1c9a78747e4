import { allEndpoints, endpointPath, type AnyEndpoint } from '@sbc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_AUTH, createTestApp, type TestApp } from '../test/harness';
import { HOSTILE_PATH_VALUES, HOSTILE_VALUES, withField } from './hostile-values';

/** Tables whose rows a refused request may still add: logs and counters of abuse itself. */
const LOG_TABLES = new Set(['rate_limits', 'payment_notifications', '__drizzle_migrations']);

type Props = Record<string, unknown>;

/** zod's stock wording (its Indonesian locale and its English default): a person cannot act on it. */
const TECHNICAL_WORDING = /diharapkan|diterima|Input tidak valid|Invalid input|expected|received/i;

function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Props };
  return Object.keys(json.properties ?? {});
}

function pathWith(e: AnyEndpoint, value: string): string {
  return endpointPath(e).replace(/\{(\w+)\}/g, () => value);
}

/**
 * Contract fuzzing (issue 11): for every endpoint, requests with each field set to hostile values,
 * every field missing, extra fields, form and JSON bodies, and every kind of credential.
 * No answer may be a 5xx, every error is the envelope with a status /openapi.json lists for the call,
 * and a refused request changes no table.
 */
describe('contract fuzzing', () => {
  let t: TestApp;
  let tables: string[];
  let documented: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_MULTIPLIER: '100000' });
    const result = await t.ctx.database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename).filter((n) => !LOG_TABLES.has(n));
    const admin = await t.app.inject({ method: 'POST', url: '/sbc-admin/v1/login/stored', payload: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } });
    const member = await t.app.inject({ method: 'POST', url: '/sbc-member-core/v1/auth/login', payload: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' } });
    tokens.admin = `Bearer ${admin.json().data.token}`;
    tokens.member = `Bearer ${member.json().data.token}`;
    documented = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
  }, 60_000);
  afterAll(() => t.close());

  async function rowCounts(): Promise<string> {
    const query = tables.map((name) => `(select count(*) from "${name}")::text`).join(" || ',' || ");
    const result = await t.ctx.database.db.execute(sql.raw(`select ${query} as counts`));
    return (result as unknown as { rows: { counts: string }[] }).rows[0]?.counts ?? '';
  }

  function credentialsFor(e: AnyEndpoint): (string | undefined)[] {
    const list: (string | undefined)[] = [undefined, 'Bearer not.a.token', 'Basic ' + Buffer.from('sbc-web:salah').toString('base64')];
    if (e.auth === 'client' || e.auth === 'none') list.push(CLIENT_AUTH);
    if (e.auth === 'admin') list.push(tokens.member, tokens.admin);
    if (e.auth === 'member') list.push(tokens.admin, tokens.member);
    return list;
  }

  it('never answers 5xx, always answers the envelope, and refused requests change nothing', async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const e of allEndpoints) {
      const responses = documented[endpointPath(e)]?.[e.method.toLowerCase()]?.responses ?? {};
      const credentials = credentialsFor(e);
      const strongest = credentials[credentials.length - 1];
      const bodyFields = fieldsOf(e.body);
      const queryFields = fieldsOf(e.query);
      const hasParams = Boolean(e.params);
      const attempts: { url: string; payload?: string; contentType?: string; auth?: string }[] = [];
      const basePath = hasParams ? pathWith(e, '1') : endpointPath(e);
      for (const auth of credentials) attempts.push({ url: basePath, auth, payload: e.method === 'POST' ? '{}' : undefined, contentType: 'application/json' });
      for (const value of HOSTILE_PATH_VALUES) if (hasParams) attempts.push({ url: pathWith(e, value), auth: strongest });
      for (const field of bodyFields) {
        for (const value of HOSTILE_VALUES) {
          attempts.push({ url: basePath, auth: strongest, contentType: 'application/json', payload: JSON.stringify(withField({ extra_field: 'x' }, field, value)) });
        }
        attempts.push({ url: basePath, auth: strongest, contentType: 'application/x-www-form-urlencoded', payload: `${field}[a][b][c][d][e][f]=1&${field}[]=2&${field}=%00` });
      }
      for (const field of queryFields) {
        for (const value of HOSTILE_PATH_VALUES) attempts.push({ url: `${basePath}?${field}=${value}&${field}[x]=1`, auth: strongest });
      }
      if (e.method === 'POST') {
        attempts.push({ url: basePath, auth: strongest, contentType: 'application/json', payload: '{"broken": ' });
        attempts.push({ url: basePath, auth: strongest, contentType: 'text/plain', payload: 'hello' });
        attempts.push({ url: basePath, auth: strongest, contentType: 'application/json', payload: '[1,2,3]' });
      }
      for (const a of attempts) {
        const before = await rowCounts();
        const res = await t.app.inject({
          method: e.method,
          url: a.url,
          headers: { ...(a.auth ? { authorization: a.auth } : {}), ...(a.contentType && a.payload !== undefined ? { 'content-type': a.contentType } : {}) },
          payload: e.method === 'POST' ? a.payload : undefined,
        });
        sent++;
        const label = `${e.id} ${e.method} ${a.url.slice(0, 80)} ${a.payload?.slice(0, 60) ?? ''}`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
        else if (!(String(res.statusCode) in responses)) failures.push(`undocumented ${res.statusCode} ${label}: ${res.body.slice(0, 120)}`);
        const isFile = e.produces?.kind === 'file' && res.statusCode === 200;
        if (!isFile) {
          let body: { status?: unknown; msg?: unknown } = {};
          try {
            body = res.json();
          } catch {
            failures.push(`not JSON ${label}`);
          }
          if (body.status !== res.statusCode || typeof body.msg !== 'string') failures.push(`bad envelope ${res.statusCode} ${label}`);
          const messages = [body.msg, ...((body as { errors?: { message?: unknown }[] }).errors ?? []).map((e) => e.message)];
          const technical = messages.find((m) => typeof m === 'string' && TECHNICAL_WORDING.test(m));
          if (technical) failures.push(`technical message "${String(technical)}" ${label}`);
        }
        if (res.statusCode >= 400 && (await rowCounts()) !== before) failures.push(`refused but wrote ${res.statusCode} ${label}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 600_000);
});
