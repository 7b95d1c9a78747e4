import { describe, expect, expectTypeOf, it } from 'vitest';
import { type adminLogin } from './admin/auth';
import { type EndpointInput } from './endpoint';
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
    expect(Object.keys(login.responses)).toEqual(['200', '400', '429']);
    const profile = paths['/sbc-admin/v1/account/profile']?.get as Record<string, any>;
    expect(Object.keys(profile.responses)).toEqual(['200', '401', '403']);
    expect(profile.security).toEqual([{ bearerToken: [] }]);
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
