// `pnpm bench`: for each dataset (PGlite and PostgreSQL, 10 000 and 100 000 generated articles on top of
// the demo seed, in sequence, each with its own data folder or database) starts the built product on its
// own ports, measures each target against the same bytes from a bare Node http server (the static
// ceiling), prints a Markdown table and writes it to docs/benchmarks.md.
// BENCH_DURATION (s per row, default 10) and BENCH_PHASES (e.g. "pglite-10k,postgres-10k") shorten a run.
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { measure } from './measure.mjs';
import { startCeiling, startProcess, stopProcess } from './processes.mjs';
import { CLIENT_ID, CLIENT_SECRET, apiTargets, baseTargets, pageTargets } from './targets.mjs';
import { measureExport, presenceTargets } from './presence.mjs';
import { findPgBin, startPostgres } from './postgres.mjs';
import { bundleTable, measureBundles } from './bundle-size.mjs';
import { lighthouseTable, measureLighthouse } from './lighthouse.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of each static ceiling measurement. */
const ceilingDuration = Math.max(2, Math.round(duration / 2));
/** Runs of a row with a p99 growth budget; the median run is kept. */
const GROWTH_RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 3);
const ports = { api: 4200, web: 3200, webCached: 3201, ceiling: 4299 };
const origins = {
  api: `http://127.0.0.1:${ports.api}`,
  web: `http://127.0.0.1:${ports.web}`,
  webCached: `http://127.0.0.1:${ports.webCached}`,
};
const benchDir = mkdtempSync(join(tmpdir(), 'sbc-bench-'));
const env = {
  API_URL: origins.api,
  WEB_URL: origins.web,
  ADMIN_URL: 'http://127.0.0.1:3202',
  MEMBER_URL: 'http://127.0.0.1:3203',
  WEBVIEW_URL: 'http://127.0.0.1:3204',
  ALLOW_HTTP_ORIGINS: 'true',
  PUBLIC_CLIENT_ID: CLIENT_ID,
  PUBLIC_CLIENT_SECRET: CLIENT_SECRET,
  RATE_LIMIT_MULTIPLIER: '100000',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'never',
};
// The API in development mode (production refuses the embedded database); the site as in production.
const apiEnv = { ...env, NODE_ENV: 'development' };
const webEnv = { ...env, NODE_ENV: 'production' };

const PHASES = [
  {
    id: 'pglite-10k',
    db: 'pglite',
    articles: 10_000,
    sets: ['base', 'api', 'presence', 'pages', 'export'],
  },
  { id: 'pglite-100k', db: 'pglite', articles: 100_000, sets: ['api', 'presence'] },
  { id: 'postgres-10k', db: 'postgres', articles: 10_000, sets: ['api', 'presence', 'pages'] },
  { id: 'postgres-100k', db: 'postgres', articles: 100_000, sets: ['api', 'presence'] },
];
const only = process.env.BENCH_PHASES?.split(',').map((s) => s.trim());
const phases = PHASES.filter((p) => !only || only.includes(p.id));
const label = (p) =>
  `${p.db === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${p.articles.toLocaleString('en-US').replace(',', ' ')} articles`;

const rows = [];
const notes = [];
const ceilings = new Map();
let exportResult;
let lighthouseResults;
let postgres;
const pgBin = findPgBin();

/** Writes a dataset with the built seeder; answers the API's database settings. */
async function seedDataset(phase) {
  const database =
    phase.db === 'postgres'
      ? {
          DATABASE_URL: await postgres.createDatabase(`bench_${phase.articles}`),
          DATA_DIR: join(benchDir, phase.id),
        }
      : { DATA_DIR: join(benchDir, phase.id) };
  const started = performance.now();
  const seeded = spawnSync('node', ['dist/bench-seed.js', '--articles', String(phase.articles)], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, ...apiEnv, ...database },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`bench dataset ${phase.id} failed: ${seeded.stderr}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(seeded.stdout.trim());
  // The seeder prints how long the generated articles alone took (the budget is about those).
  const articleSeconds = Number(
    /articles written in ([\d.]+) s/.exec(seeded.stdout)?.[1] ?? seconds,
  );
  const budget =
    phase.articles >= 100_000
      ? ` (budget < 60 s for 100 000: ${articleSeconds < 60 ? 'met' : '**missed**'})`
      : '';
  notes.push(
    `Dataset ${label(phase)}: ${phase.articles.toLocaleString('en-US')} generated articles written in ${articleSeconds.toFixed(1)} s${budget}; with the demo seed, the two bench events and VACUUM ANALYZE ${seconds.toFixed(1)} s.`,
  );
  return database;
}

/** The bare server's requests/s for the bytes in `file`, at `connections`, over `seconds`. */
async function measureCeiling(file, contentType, connections, seconds) {
  const ceiling = await startCeiling(file, ports.ceiling, contentType);
  try {
    return await measure({
      url: `http://127.0.0.1:${ports.ceiling}/`,
      duration: seconds,
      connections,
    });
  } finally {
    await stopProcess(ceiling);
  }
}

/** Whether a target's ceiling ratio and p99 budgets apply to this dataset (`budgetAt`). */
const budgetApplies = (phase, target) => !target.budgetAt || target.budgetAt === phase.articles;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureTarget(phase, target) {
  const url = origins[target.app] + target.path;
  const sample = await fetch(url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
  });
  if (!sample.ok) throw new Error(`${target.name}: ${url} answered ${sample.status}`);
  const connections = target.connections ?? 20;
  const file = join(benchDir, `ceiling-${target.name.replace(/[^a-z0-9]+/gi, '-')}`);
  writeFileSync(file, Buffer.from(await sample.arrayBuffer()));
  const load = {
    url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
  };
  // A second of warm-up (compiled code paths, connections, caches) before the measured run.
  await measure({ ...load, duration: 1 });
  // A row with a budget is run GROWTH_RUNS times. A row whose p99 growth is judged keeps its median
  // run by exact p99: the ratio of two p99s near 10 ms moved past its budget with one noisy run.
  // A row with a ceiling budget measures the ceiling just before each of its runs and is judged by
  // the median of the runs' ratios: a ceiling measured once, in a quiet minute, against a row
  // measured in a busy one (two shared cores) had moved a ratio from 40% to 14% with nothing changed.
  const judged = Boolean(target.ceilingRatio) && budgetApplies(phase, target);
  const runs = [];
  const ratios = [];
  const paired = [];
  for (let run = 0; run < (target.growth || judged ? GROWTH_RUNS : 1); run += 1) {
    if (judged) {
      const ceiling = await measureCeiling(file, target.contentType, connections, ceilingDuration);
      const result = await measure({ ...load, duration });
      paired.push(ceiling.rps);
      ratios.push(result.rps / ceiling.rps);
      runs.push(result);
    } else {
      runs.push(await measure({ ...load, duration }));
    }
  }
  if (!judged && !ceilings.has(target.name)) {
    // Shown beside the row, judged by nothing: measured once per bench (the bytes are the same on every dataset).
    const ceiling = await measureCeiling(file, target.contentType, connections, ceilingDuration);
    ceilings.set(target.name, ceiling.rps);
  }
  runs.sort((a, b) => a.p99Exact - b.p99Exact);
  const result = runs[Math.floor(runs.length / 2)];
  const ceiling = judged ? median(paired) : ceilings.get(target.name);
  const ratio = judged ? median(ratios) : result.rps / ceiling;
  rows.push({ phase, target, result, ceiling, ratio });
  console.log(
    `measured ${label(phase)}: ${target.name} (${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${(ratio * 100).toFixed(1)}% of ${Math.round(ceiling)})`,
  );
}

async function runPhase(phase) {
  if (phase.db === 'postgres' && !postgres) {
    notes.push(
      `${label(phase)} skipped: PostgreSQL binaries (initdb, pg_ctl) not found; set SBC_PG_BIN.`,
    );
    console.log(notes.at(-1));
    return;
  }
  const database = await seedDataset(phase);
  const started = [];
  try {
    const api = await startProcess('api', 'node', ['dist/main.js'], {
      cwd: join(root, 'apps/api'),
      env: { ...apiEnv, ...database, PORT: String(ports.api) },
      url: `${origins.api}/healthz`,
    });
    started.push(api);
    if (phase.sets.includes('pages')) {
      // The same public site twice: rendering every request, and with the anonymous page cache.
      started.push(
        await startProcess('web', 'node', ['server.mjs'], {
          cwd: join(root, 'apps/web'),
          env: { ...webEnv, PORT: String(ports.web), PAGE_CACHE_SECONDS: '0' },
          url: `${origins.web}/`,
        }),
      );
      started.push(
        await startProcess('web (cached)', 'node', ['server.mjs'], {
          cwd: join(root, 'apps/web'),
          // Its own origin as WEB_URL: the pages' same-origin calls (read counts) are checked against it.
          env: {
            ...webEnv,
            WEB_URL: origins.webCached,
            PORT: String(ports.webCached),
            PAGE_CACHE_SECONDS: '10',
          },
          url: `${origins.webCached}/`,
        }),
      );
    }
    const presence =
      phase.sets.includes('presence') || phase.sets.includes('export')
        ? await presenceTargets(origins.api)
        : null;
    const targets = [
      ...(phase.sets.includes('base') ? baseTargets : []),
      ...(phase.sets.includes('api') ? apiTargets : []),
      ...(presence && phase.sets.includes('presence') ? presence.targets : []),
      ...(phase.sets.includes('pages') ? pageTargets : []),
    ];
    for (const target of targets) await measureTarget(phase, target);
    if (presence && phase.sets.includes('export')) {
      exportResult = await measureExport(
        origins.api,
        api.pid,
        presence.auth,
        presence.exportEventId,
      );
    }
    // Front end: Lighthouse once, on the cached site, after the load tests (BENCH_LIGHTHOUSE=0 skips it).
    if (
      phase.sets.includes('pages') &&
      !lighthouseResults &&
      process.env.BENCH_LIGHTHOUSE !== '0'
    ) {
      lighthouseResults = await measureLighthouse(origins.webCached);
    }
  } finally {
    await Promise.all(started.map((child) => stopProcess(child)));
    if (phase.db === 'pglite') rmSync(database.DATA_DIR, { recursive: true, force: true });
  }
}

try {
  if (phases.some((p) => p.db === 'postgres') && pgBin) postgres = await startPostgres(pgBin);
  for (const phase of phases) await runPhase(phase);
} finally {
  postgres?.stop();
  rmSync(benchDir, { recursive: true, force: true });
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const verdict = (ok) => (ok ? 'met' : '**missed**');
const lines = [
  '| dataset | target | conns | req/s (2xx) | p50 ms | p99 ms | non-2xx | static ceiling req/s | ratio | budget |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(({ phase, target, result, ceiling, ratio }) => {
    const checks = [];
    const applies = budgetApplies(phase, target);
    if (target.ceilingRatio && applies)
      checks.push(
        `≥ ${(target.ceilingRatio * 100).toFixed(0)}% ${verdict(ratio >= target.ceilingRatio)}`,
      );
    if (target.p99Max && applies)
      checks.push(`p99 < ${target.p99Max} ms ${verdict(result.p99 < target.p99Max)}`);
    if (target.searchP99Max && !(applies && target.p99Max <= target.searchP99Max))
      checks.push(`p99 < ${target.searchP99Max} ms ${verdict(result.p99 < target.searchP99Max)}`);
    return `| ${label(phase)} | ${target.name} | ${target.connections ?? 20} | ${fmt(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${fmt(ceiling)} | ${(ratio * 100).toFixed(1)}% | ${checks.join('; ') || '–'} |`;
  }),
];

// How p99 grows from 10 000 to 100 000 articles, per database.
const growthLines = [];
for (const db of ['pglite', 'postgres']) {
  for (const small of rows.filter((r) => r.phase.db === db && r.phase.articles === 10_000)) {
    const big = rows.find(
      (r) =>
        r.phase.db === db && r.phase.articles === 100_000 && r.target.name === small.target.name,
    );
    if (!big) continue;
    const growth = big.result.p99Exact / small.result.p99Exact;
    const budget = small.target.growth
      ? `≤ ${small.target.growth}× ${verdict(growth <= small.target.growth)}`
      : '–';
    growthLines.push(
      `| ${db === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${small.target.name} | ${small.result.p99Exact.toFixed(2)} | ${big.result.p99Exact.toFixed(2)} | ${growth.toFixed(2)}× | ${budget} |`,
    );
  }
}
const growthTable = growthLines.length
  ? `\n\np99 growth from 10 000 to 100 000 articles (p99 from every answer's own duration, to the microsecond):\n\n| database | target | p99 10k ms | p99 100k ms | growth | budget |\n|---|---|---:|---:|---:|---|\n${growthLines.join('\n')}`
  : '';

const cpu = cpus();
const header = `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; autocannon, ${duration} s per row (static ceiling ${ceilingDuration} s at the row's connections), connections as listed; only 2xx answers count; a row with a growth budget shows the median of ${GROWTH_RUNS} runs by exact p99; a row with a ceiling budget measures the ceiling just before each of its ${GROWTH_RUNS} runs and shows the median ceiling and the median of the runs' ratios (the other rows' ceiling is measured once per target). Every dataset is the demo seed plus the generated articles, a 5 000-participant event and a 10 000-attendance event.`;
const exportLine = exportResult
  ? `Excel export of 10 000 attendance rows: ${exportResult.seconds.toFixed(2)} s (budget < 3 s ${verdict(exportResult.seconds < 3)}), ${Math.round(exportResult.bytes / 1024)} KB, API peak memory grew ${exportResult.memoryGrowthMb.toFixed(0)} MB (budget < 100 MB ${verdict(exportResult.memoryGrowthMb < 100)}).`
  : 'Excel export not measured.';
const frontEnd = [
  'Front end: first-load JavaScript and CSS of the public site per page type (gzip, from the built manifest; scripts/bench/bundle-size.mjs):',
  bundleTable(await measureBundles()),
  lighthouseResults
    ? `Lighthouse mobile (default throttling) on Debian's Chromium, page cache on (scripts/bench/lighthouse.mjs):\n\n${lighthouseTable(lighthouseResults)}`
    : 'Lighthouse not measured.',
].join('\n\n');
const table = `${header}\n\n${lines.join('\n')}${growthTable}\n\n${exportLine}\n\n${frontEnd}\n\n${notes.join('\n')}\n`;
console.log(`\n${table}`);
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(
  join(root, 'docs/benchmarks.md'),
  `# Benchmarks\n\nWritten by \`pnpm bench\`.\n\n${table}`,
);
