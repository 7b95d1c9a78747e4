import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type adminLogin } from './admin/auth';
import { type AnyEndpoint, type EndpointInput, endpoint } from './endpoint';
import { type getInfo } from './visitor/info';
import { buildOpenApiDocument } from './openapi';
import { allEndpoints } from './registry';

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(allEndpoints, { serverUrl: 'http://localhost:4000', version: '1' });
  const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;

  it('lists every call under its full path with a unique operation id', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths['/sbc-visitor/v1/info']?.get?.operationId).toBe('getInfo');
    expect(paths['/sbc-admin/v1/login/stored']?.post?.operationId).toBe('adminLogin');
  });

  it('offers both body encodings and the error statuses a call can give', () => {
    const login = paths['/sbc-admin/v1/login/stored']?.post as Record<string, any>;
    expect(Object.keys(login.requestBody.content)).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    // A bad Authorization header is refused on open calls too; every POST body is read, so it can be too large or of another type;
    // any request can be sent too slowly (408) or with an address and headers over 16 KB (431).
    expect(Object.keys(login.responses)).toEqual(['200', '400', '401', '408', '413', '415', '429', '431']);
    expect(login.responses['431'].content['application/json'].schema.properties.status).toEqual({ const: 431 });
    expect(login.responses['415'].content['application/json'].schema.properties.status).toEqual({ const: 415 });
    expect(login.responses['413'].content['application/json'].schema.required).toEqual(['status', 'msg', 'data']);
    // A client that is refused for going too fast learns when it may try again.
    expect(login.responses['429'].headers['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    expect(login.responses['400'].headers).toBeUndefined();
    const profile = paths['/sbc-admin/v1/account/profile']?.get as Record<string, any>;
    expect(Object.keys(profile.responses)).toEqual(['200', '401', '403', '408', '431']);
    expect(profile.security).toEqual([{ bearerToken: [] }]);
  });

  it('documents the errors of calls whose handlers refuse beyond auth and input', () => {
    const notification = paths['/sbc-member-core/v1/pay/notification']?.post as Record<string, any>;
    expect(Object.keys(notification.responses)).toEqual(['200', '400', '401', '403', '404', '408', '413', '415', '431']);
    // No fields, but a body that is not valid JSON is still a 400.
    const connectCode = paths['/sbc-member-core/v1/connect/create-code']?.post as Record<string, any>;
    expect(Object.keys(connectCode.responses)).toEqual(['200', '400', '401', '403', '408', '413', '415', '429', '431']);
    // Statuses of the handlers themselves (apps/api/src/modules): site info not filled in, a wrong
    // notification signature, an unreachable payment provider, an unknown event, certificate or share link.
    const handlerStatuses: [string, 'get' | 'post', string][] = [
      ['/sbc-visitor/v1/info', 'get', '404'],
      ['/sbc-admin/v1/site-info', 'get', '404'],
      ['/sbc-visitor/v1/contactus/stored', 'post', '404'],
      ['/sbc-member-core/v1/pay/stored', 'post', '422'],
      ['/sbc-visitor/v1/certificate/v1', 'get', '404'],
      ['/sbc-visitor/v1/certificate/find', 'post', '404'],
      ['/sbc-visitor/v1/event/check_registered_event', 'post', '404'],
      ['/sbc-visitor/v1/event/is_participant', 'get', '404'],
      ['/sbc-visitor/v1/event/share-detail', 'get', '404'],
    ];
    for (const [path, method, status] of handlerStatuses) {
      expect(Object.keys(paths[path]?.[method]?.responses as object), `${path} ${status}`).toContain(status);
    }
    // A path parameter too long for the router is refused before the call.
    const article = paths['/sbc-admin/v1/news/detail/{id}']?.get as Record<string, any>;
    expect(Object.keys(article.responses)).toEqual(['200', '400', '401', '403', '404', '408', '414', '431']);
  });

  it('states the lengths of a new password, which a refinement checks and JSON Schema cannot see', () => {
    const register = paths['/sbc-member-core/v1/auth/register']?.post as Record<string, any>;
    for (const body of Object.values(register.requestBody.content) as Record<string, any>[]) {
      expect(body.schema.properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 128 });
      expect(body.schema.properties.password.description).toContain('Password1');
    }
  });

  it('is a valid OpenAPI document whose every pointer resolves', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^#\/components\/schemas\/[\w.-]+$/);
    // The comment's replies are comments: the list and the new comment share one named schema.
    const list = paths['/sbc-visitor/v1/comments/list']?.post as Record<string, any>;
    const add = paths['/sbc-visitor/v1/comments/add_stored']?.post as Record<string, any>;
    const listRef = JSON.stringify(list.responses['200']).match(/"\$ref":"([^"]+)"/)?.[1];
    expect(listRef).toBeDefined();
    expect(JSON.stringify(add.responses['200'])).toContain(`"$ref":"${listRef}"`);
    const comment = (doc.components as Record<string, any>).schemas[String(listRef).split('/').pop() as string];
    expect(comment.properties.replies).toEqual({ type: 'array', items: { $ref: listRef } });
  });
});

describe('the document read by a standard JSON Schema validator', () => {
  it('compiles every request and response schema with Ajv (strict, formats checked)', () => {
    const doc = buildOpenApiDocument(allEndpoints, { serverUrl: 'http://localhost:4000', version: '1' });
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    // The document's named schemas ride along, so `#/components/schemas/…` resolves as in the document.
    ajv.addKeyword({ keyword: 'components' });
    const schemas: [string, object][] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const [type, body] of Object.entries(op.requestBody?.content ?? {})) {
          schemas.push([`${method} ${path} request ${type}`, (body as { schema: object }).schema]);
        }
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          const json = (answer as { content?: Record<string, { schema: object }> }).content?.['application/json'];
          if (json) schemas.push([`${method} ${path} ${status}`, json.schema]);
        }
      }
    }
    expect(schemas.length).toBeGreaterThan(300);
    for (const [where, schema] of schemas) {
      expect(() => ajv.compile({ ...schema, components: doc.components }), where).not.toThrow();
    }
    // Hundreds of compilations, each with the document's components: seconds of CPU, more while the
    // machine runs other suites (a correctness check, not a speed one).
  }, 60_000);
});

describe('schemas that zod names in $defs', () => {
  type Node = { name: string; children: Node[] };
  const NodeSchema: z.ZodType<Node> = z.object({
    name: z.string(),
    get children() {
      return z.array(NodeSchema);
    },
  });
  type Step = { label: string; next: Step | null };
  const StepSchema: z.ZodType<Step> = z.object({
    label: z.string(),
    get next() {
      return StepSchema.nullable();
    },
  });
  const Place = z.object({ city: z.string() }).meta({ id: 'Place', description: 'A city.' });
  const calls: AnyEndpoint[] = [
    endpoint({ id: 'readTree', service: 'visitor', method: 'GET', path: 'tree', auth: 'client', summary: 'A tree.', response: NodeSchema }),
    endpoint({ id: 'readForest', service: 'visitor', method: 'GET', path: 'forest', auth: 'client', summary: 'Trees.', response: z.array(NodeSchema) }),
    endpoint({ id: 'plantTree', service: 'visitor', method: 'POST', path: 'tree', auth: 'client', summary: 'Plants.', body: NodeSchema, response: z.null() }),
    endpoint({ id: 'readSteps', service: 'visitor', method: 'GET', path: 'steps', auth: 'client', summary: 'Steps.', response: z.object({ first: StepSchema, last: StepSchema }) }),
    endpoint({
      id: 'saveTrip',
      service: 'visitor',
      method: 'POST',
      path: 'trip',
      auth: 'client',
      summary: 'A trip.',
      body: z.object({ from: Place, to: Place, route: NodeSchema }),
      response: z.object({ from: Place }),
    }),
  ];
  const doc = buildOpenApiDocument(calls, { serverUrl: 'http://localhost:4000', version: '1' });
  const schemas = (doc.components as { schemas: Record<string, any> }).schemas;
  const paths = doc.paths as Record<string, Record<string, any>>;
  const text = JSON.stringify(doc);
  const named = (ref: string) => schemas[ref.split('/').pop() as string];

  it('moves every one into components with a unique name and points there', async () => {
    expect(text).not.toContain('$defs');
    expect(text).not.toMatch(/"\$ref":"#(\/\$defs\/[^"]*)?"/);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(schemas).toHaveProperty([ref as string]);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('keeps a named schema under its own name and gives two unnamed ones two names', () => {
    expect(schemas.Place).toMatchObject({ description: 'A city.', required: ['city'] });
    // The body's Place (input) allows extra keys, the answer's (output) does not: two schemas, two names.
    const body = paths['/sbc-visitor/v1/trip']?.post.requestBody.content['application/json'].schema;
    expect(named(body.properties.from.$ref)).toEqual({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'], description: 'A city.' });
    expect(body.properties.to.$ref).toBe(body.properties.from.$ref);
    const tree = JSON.stringify(schemas).match(/"([^"]+)":\{"type":"object","properties":\{"name"/)?.[1];
    const step = JSON.stringify(schemas).match(/"([^"]+)":\{"type":"object","properties":\{"label"/)?.[1];
    expect(tree).toBeDefined();
    expect(step).toBeDefined();
    expect(tree).not.toBe(step);
  });

  it('names a schema that contains itself, and keeps it inline where the call uses it', () => {
    const tree = paths['/sbc-visitor/v1/tree']?.post.requestBody.content['application/json'].schema;
    expect(tree.properties.name).toEqual({ type: 'string' });
    const inner = tree.properties.children.items.$ref as string;
    expect(named(inner).properties.children.items.$ref).toBe(inner);
    expect(paths['/sbc-visitor/v1/tree']?.post.requestBody.content['application/x-www-form-urlencoded'].schema).toEqual(tree);
  });
});

describe('EndpointInput', () => {
  it('requires exactly the parts a call has', () => {
    type Login = EndpointInput<typeof adminLogin>;
    type Info = EndpointInput<typeof getInfo>;
    expectTypeOf<Login>().toEqualTypeOf<{ body: { email: string; password: string } }>();
    expectTypeOf<keyof Info>().toEqualTypeOf<never>();
  });
});
