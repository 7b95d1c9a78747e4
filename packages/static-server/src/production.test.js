import { describe, expect, it } from 'vitest';
import { readOrigins } from './origins.js';
import { productionProblems } from './production.js';

const ORIGINS = {
  WEB_URL: 'https://sbc.or.id',
  ADMIN_URL: 'https://admin.sbc.or.id',
  WEBVIEW_URL: 'https://m.sbc.or.id',
  MEMBER_URL: 'https://anggota.sbc.or.id',
  API_URL: 'https://api.sbc.or.id',
};

describe('front-end servers in production', () => {
  it('find nothing to refuse outside production, where the local defaults apply', () => {
    expect(productionProblems({}, { publicClient: true })).toEqual([]);
    expect(readOrigins({}).API_URL).toBe('http://localhost:4000');
  });

  it('accept a complete https configuration', () => {
    const env = { NODE_ENV: 'production', ...ORIGINS, PUBLIC_CLIENT_SECRET: 'klien-publik-rahasia' };
    expect(productionProblems(env, { publicClient: true })).toEqual([]);
    expect(readOrigins(env).WEB_URL).toBe('https://sbc.or.id');
  });

  it.each([
    [{ WEB_URL: undefined }, 'WEB_URL: wajib diisi di produksi'],
    [{ API_URL: 'http://api.sbc.or.id' }, 'API_URL: harus https (atau setel ALLOW_HTTP_ORIGINS=true dengan sengaja)'],
    [{ PUBLIC_CLIENT_SECRET: 'sbc-web-demo-secret' }, 'PUBLIC_CLIENT_SECRET: masih nilai demo, ganti dengan nilai rahasia sendiri'],
    [{ PUBLIC_CLIENT_SECRET: '' }, 'PUBLIC_CLIENT_SECRET: wajib diisi di produksi'],
  ])('refuse %j', (change, problem) => {
    const env = { NODE_ENV: 'production', ...ORIGINS, PUBLIC_CLIENT_SECRET: 'klien-publik-rahasia', ...change };
    expect(productionProblems(env, { publicClient: true })).toEqual([problem]);
  });

  it('ask for the client secret only where the server holds it, and allow http when told so', () => {
    const env = { NODE_ENV: 'production', ...ORIGINS, API_URL: 'http://10.0.0.5:4000', ALLOW_HTTP_ORIGINS: 'true' };
    expect(productionProblems(env)).toEqual([]);
    expect(readOrigins(env).API_URL).toBe('http://10.0.0.5:4000');
  });

  it('refuse every missing origin at once instead of falling back to localhost', () => {
    expect(() => readOrigins({ NODE_ENV: 'production', WEB_URL: 'https://sbc.or.id' })).toThrow(
      /ADMIN_URL: wajib diisi di produksi\n- WEBVIEW_URL: wajib diisi di produksi\n- MEMBER_URL: wajib diisi di produksi\n- API_URL: wajib diisi di produksi/,
    );
  });
});
