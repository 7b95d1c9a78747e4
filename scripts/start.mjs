// Starts the whole product from its build: API, public site and the three SPAs, each on its port,
// prints the URLs and demo accounts, and stops everything on Ctrl-C.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { readOrigins } from '../packages/static-server/src/origins.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// `pnpm start:prod` sets NODE_ENV=production: each app then refuses missing or demo settings itself.
const production = process.env.NODE_ENV === 'production';
const origins = (() => {
  try {
    return readOrigins(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
const portOf = (url) => new URL(url).port || (url.startsWith('https') ? '443' : '80');
// In production the public origins are the proxy's (https, port 443): each app listens on
// API_PORT, WEB_PORT, ADMIN_PORT, WEBVIEW_PORT, MEMBER_PORT, by default the local ports.
const LOCAL_PORTS = { api: '4000', web: '3000', admin: '3001', webview: '3002', member: '3003' };
const listenPort = (name, url) =>
  process.env[`${name.toUpperCase()}_PORT`] ?? (production ? LOCAL_PORTS[name] : portOf(url));

const DEMO_ACCOUNTS = `Demo accounts (embedded database):
  super admin     admin@sbc.test / AdminDemo#2026
  chapter admin   admin.chapter@sbc.test / ChapterDemo#2026
  presence admin  presensi@sbc.test / PresensiDemo#2026
  members         anggota@sbc.test / AnggotaDemo#2026, anggota2@sbc.test / AnggotaDemo#2026`;

const apps = [
  { name: 'api', dir: 'apps/api', url: origins.API_URL, probe: '/healthz' },
  { name: 'web', dir: 'apps/web', url: origins.WEB_URL, probe: '/' },
  { name: 'admin', dir: 'apps/admin', url: origins.ADMIN_URL, probe: '/admin/' },
  { name: 'webview', dir: 'apps/webview', url: origins.WEBVIEW_URL, probe: '/mobile' },
  { name: 'member', dir: 'apps/member', url: origins.MEMBER_URL, probe: '/' },
];

const colors = { api: 33, web: 36, admin: 35, webview: 32, member: 34 };
const children = [];

function prefixLines(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`\x1b[${colors[name]}m${name.padEnd(7)}\x1b[0m ${line}\n`);
  });
}

for (const app of apps) {
  // The app's own start script, exec'd by the shell so the child is the server itself: signals reach
  // it directly, and it stays in this process group (a test runner stopping the group stops it too).
  const dir = `${root}/${app.dir}`;
  const script = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).scripts.start;
  const child = spawn(`exec ${script}`, {
    cwd: dir,
    shell: true,
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      ...origins,
      PORT: listenPort(app.name, app.url),
      PATH: `${dir}/node_modules/.bin:${root}/node_modules/.bin:${process.env.PATH}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(app.name, child.stdout, process.stdout);
  prefixLines(app.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${app.name} stopped (${signal ?? code}); stopping the others.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
// However this process ends, its servers end with it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
process.on('SIGTERM', () => stop(0));

/** Polls an app until it answers (any status below 500); host names are sent as Host headers. */
function probe(url, port) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: target.pathname, headers: { host: target.host } },
      (res) => {
        res.resume();
        resolve((res.statusCode ?? 500) < 500);
      },
    );
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => req.destroy());
    req.end();
  });
}

async function waitFor(url, port, deadline) {
  while (Date.now() < deadline) {
    if (await probe(url, port)) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

const started = Date.now();
const answers = (a) => waitFor(a.url + a.probe, listenPort(a.name, a.url), started + 120_000);
// The API first (it may be seeding): a page asked for before it answers would only log failed calls.
const [api, ...frontEnds] = apps;
const ready = [await answers(api), ...(await Promise.all(frontEnds.map(answers)))];
if (stopping) process.exit(1);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
SBC is running (${ready.every(Boolean) ? `all five apps answering after ${seconds} s` : 'some apps did not answer yet'}):
  Public site   ${origins.WEB_URL}
  Admin console ${origins.ADMIN_URL}/admin/
  Webviews      ${origins.WEBVIEW_URL}/mobile
  Member area   ${origins.MEMBER_URL}
  API           ${origins.API_URL}  (docs: ${origins.API_URL}/docs, contract: ${origins.API_URL}/openapi.json)
${production ? '' : `\n${DEMO_ACCOUNTS}\n`}
Press Ctrl-C to stop.`);
