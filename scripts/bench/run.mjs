// `pnpm bench`: starts the built product on its own ports and data folder, measures each target
// against the same bytes from a bare Node http server (the static ceiling), prints a Markdown table
// and writes it to docs/benchmarks.md.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './measure.mjs';
import { startCeiling, startProcess, stopProcess } from './processes.mjs';
import { targets } from './targets.mjs';
import { measureExport, presenceTargets } from './presence.mjs';
import { spawnSync } from 'node:child_process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const ports = { api: 4200, web: 3200, webCached: 3201, ceiling: 4299 };
const origins = {
  api: `http://127.0.0.1:${ports.api}`,
  web: `http://127.0.0.1:${ports.web}`,
  webCached: `http://127.0.0.1:${ports.webCached}`,
};
const dataDir = mkdtempSync(join(tmpdir(), 'sbc-bench-'));
const env = {
  API_URL: origins.api,
  WEB_URL: origins.web,
  DATA_DIR: dataDir,
  RATE_LIMIT_MULTIPLIER: '100000',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
};

// The demo seed plus the large presence datasets, written before the API opens the database.
const seeded = spawnSync('node', ['dist/bench-seed.js'], { cwd: join(root, 'apps/api'), env: { ...process.env, ...env }, encoding: 'utf8' });
if (seeded.status !== 0) throw new Error(`bench dataset failed: ${seeded.stderr}`);
console.log(seeded.stdout.trim());

const api = await startProcess('api', 'node', ['dist/main.js'], {
  cwd: join(root, 'apps/api'),
  env: { ...env, PORT: String(ports.api) },
  url: `${origins.api}/healthz`,
});
// The same public site twice: rendering every request, and with the anonymous page cache.
const web = await startProcess('web', 'node', ['server.mjs'], {
  cwd: join(root, 'apps/web'),
  env: { ...env, PORT: String(ports.web), PAGE_CACHE_SECONDS: '0' },
  url: `${origins.web}/`,
});
const webCached = await startProcess('web (cached)', 'node', ['server.mjs'], {
  cwd: join(root, 'apps/web'),
  env: { ...env, PORT: String(ports.webCached), PAGE_CACHE_SECONDS: '10' },
  url: `${origins.webCached}/`,
});

const rows = [];
let exportResult;
try {
  const presence = await presenceTargets(origins.api);
  for (const target of [...targets, ...presence.targets]) {
    const url = origins[target.app] + target.path;
    const sample = await fetch(url, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
    if (!sample.ok) throw new Error(`${target.name}: ${url} answered ${sample.status}`);
    const file = join(dataDir, 'ceiling-body');
    writeFileSync(file, Buffer.from(await sample.arrayBuffer()));
    const ceiling = await startCeiling(file, ports.ceiling, target.contentType);
    const connections = target.connections ?? 20;
    const ceilingResult = await measure({ url: `http://127.0.0.1:${ports.ceiling}/`, duration, connections });
    await stopProcess(ceiling);
    const result = await measure({ url, method: target.method, headers: target.headers, body: target.body, duration, connections });
    rows.push({ target, result, ceiling: ceilingResult });
    console.log(`measured ${target.name}`);
  }
  exportResult = await measureExport(origins.api, api.pid, presence.auth, presence.exportEventId);
} finally {
  await Promise.all([stopProcess(api), stopProcess(web), stopProcess(webCached)]);
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const lines = [
  '| target | conns | req/s (2xx) | p50 ms | p99 ms | non-2xx | static ceiling req/s | ratio | budget |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(({ target, result, ceiling }) => {
    const ratio = result.rps / ceiling.rps;
    const checks = [];
    if (target.ceilingRatio) checks.push(`≥ ${(target.ceilingRatio * 100).toFixed(0)}% ${ratio >= target.ceilingRatio ? 'met' : '**missed**'}`);
    if (target.p99Max) checks.push(`p99 < ${target.p99Max} ms ${result.p99 < target.p99Max ? 'met' : '**missed**'}`);
    return `| ${target.name} | ${target.connections ?? 20} | ${fmt(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${fmt(ceiling.rps)} | ${(ratio * 100).toFixed(1)}% | ${checks.join('; ') || '–'} |`;
  }),
];
const cpu = cpus();
const header = `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; autocannon, ${duration} s per row, connections as listed; only 2xx answers count.`;
const exportLine = exportResult
  ? `Excel export of 10 000 attendance rows: ${exportResult.seconds.toFixed(2)} s (budget < 3 s ${exportResult.seconds < 3 ? 'met' : '**missed**'}), ${Math.round(exportResult.bytes / 1024)} KB, API peak memory grew ${exportResult.memoryGrowthMb.toFixed(0)} MB (budget < 100 MB ${exportResult.memoryGrowthMb < 100 ? 'met' : '**missed**'}).`
  : 'Excel export not measured.';
const table = `${header}\n\n${lines.join('\n')}\n\n${exportLine}\n`;
console.log(`\n${table}`);
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs/benchmarks.md'), `# Benchmarks\n\nWritten by \`pnpm bench\`.\n\n${table}`);
