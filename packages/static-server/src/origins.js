import { createConfigReader } from './runtime-config.js';

/** Local default of every origin (ARCHITECTURE section 2); each is overridden by its environment variable. */
export const DEFAULT_ORIGINS = {
  WEB_URL: 'http://localhost:3000',
  ADMIN_URL: 'http://localhost:3001',
  WEBVIEW_URL: 'http://localhost:3002',
  MEMBER_URL: 'http://localhost:3003',
  API_URL: 'http://localhost:4000',
};

/**
 * What production refuses in the origins: a missing one (no local default applies) and plain http
 * unless `ALLOW_HTTP_ORIGINS=true` says so on purpose (a private network, a test rig). One line each.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionOriginProblems(env) {
  const allowHttp = env.ALLOW_HTTP_ORIGINS === 'true';
  /** @type {string[]} */
  const problems = [];
  for (const name of Object.keys(DEFAULT_ORIGINS)) {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name}: wajib diisi di produksi`);
    else if (value.startsWith('http://') && !allowHttp) {
      problems.push(`${name}: harus https (atau setel ALLOW_HTTP_ORIGINS=true dengan sengaja)`);
    }
  }
  return problems;
}

/**
 * The origins from the environment, without trailing slashes: with the local defaults, or in
 * production (`NODE_ENV=production`) only as configured, refusing with the list of every problem.
 * @param {Record<string, string | undefined>} env
 * @returns {typeof DEFAULT_ORIGINS}
 */
export function readOrigins(env) {
  if (env.NODE_ENV === 'production') {
    const problems = productionOriginProblems(env);
    if (problems.length) throw new Error(`Konfigurasi alamat tidak valid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  const read = createConfigReader({
    ...(env.NODE_ENV === 'production' ? {} : DEFAULT_ORIGINS),
    ...Object.fromEntries(Object.entries(env).filter(([, v]) => v)),
  });
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of Object.keys(DEFAULT_ORIGINS)) out[name] = read.origin(name);
  return /** @type {typeof DEFAULT_ORIGINS} */ (out);
}

/**
 * The origin browsers fetch media from when the API keeps them in a public bucket or behind a CDN
 * (`S3_PUBLIC_URL`, the API's setting), for the pages' Content-Security-Policy; '' when media come
 * from the API itself.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function mediaOrigin(env) {
  const value = env.S3_PUBLIC_URL?.trim();
  if (!value) return '';
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`Konfigurasi alamat tidak valid:\n- S3_PUBLIC_URL: bukan alamat URL (${value})`);
  }
}
