import { productionOriginProblems } from './origins.js';

const DEMO_PUBLIC_CLIENT_SECRET = 'sbc-web-demo-secret';

/**
 * What a front-end server refuses to start with in production (`NODE_ENV=production`): the origins
 * (`productionOriginProblems`) and, for servers that hold the public client credential, a missing or
 * demo `PUBLIC_CLIENT_SECRET`. Empty outside production.
 * @param {Record<string, string | undefined>} env
 * @param {{ publicClient?: boolean }} [options]
 * @returns {string[]}
 */
export function productionProblems(env, { publicClient = false } = {}) {
  if (env.NODE_ENV !== 'production') return [];
  const problems = productionOriginProblems(env);
  if (publicClient) {
    const secret = env.PUBLIC_CLIENT_SECRET?.trim();
    if (!secret) problems.push('PUBLIC_CLIENT_SECRET: wajib diisi di produksi');
    else if (secret === DEMO_PUBLIC_CLIENT_SECRET) problems.push('PUBLIC_CLIENT_SECRET: masih nilai demo, ganti dengan nilai rahasia sendiri');
  }
  return problems;
}

/**
 * Stops the process with the whole list when `productionProblems` finds any, before it serves.
 * @param {string} name the server, for the message
 * @param {Record<string, string | undefined>} env
 * @param {{ publicClient?: boolean }} [options]
 */
export function exitOnProductionProblems(name, env, options) {
  const problems = productionProblems(env, options);
  if (!problems.length) return;
  console.error(`[${name}] Konfigurasi produksi tidak valid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
