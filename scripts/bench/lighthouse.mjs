// Lighthouse mobile scores of the public site (issue 4 budgets): performance, accessibility,
// best practices, SEO and LCP for the home page, the blog list, a post and an event page, with
// the npm `lighthouse` package on Debian's Chromium. `pnpm bench` runs it against its cached web
// server; alone, against a running site (the page cache on, as in production):
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:3000
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run is kept: on a shared
// machine one run can be far off. Reports (HTML and JSON) are kept in a temporary folder whose
// path is printed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Issue 4: performance ≥ 98, accessibility, best practices and SEO 100, LCP ≤ 1.8 s. */
export const LIGHTHOUSE_BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpSeconds: 1.8 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The four page types, with the first post card of /blog and the first event of /event. */
export async function lighthousePages(origin) {
  const firstCardLink = async (listPath, prefix) => {
    const html = await (await fetch(origin + listPath)).text();
    for (const card of html.matchAll(/<article\b[\s\S]*?<\/article>/g)) {
      const href = new RegExp(`href="(${prefix}[a-z0-9-]+)"`).exec(card[0])?.[1];
      if (href) return href;
    }
    throw new Error(`no card linking to ${prefix}… on ${listPath}`);
  };
  return [
    { name: 'home', path: '/' },
    { name: 'blog', path: '/blog' },
    { name: 'post', path: await firstCardLink('/blog', '/blog/') },
    { name: 'event', path: await firstCardLink('/event', '/event/') },
  ];
}

function runLighthouse(url, outputBase) {
  const bin = join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    bin,
    url,
    '--quiet',
    '--output=json',
    '--output=html',
    `--output-path=${outputBase}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--no-sandbox --headless=new --disable-gpu --disable-dev-shm-usage',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} failed (${code}): ${stderr.slice(-2000)}`));
      resolve(JSON.parse(readFileSync(`${outputBase}.report.json`, 'utf8')));
    });
  });
}

/** The scores, LCP, LCP element and failing audits of one report. */
function summarize(report) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
  const lcpSeconds = (report.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000;
  const lcpNode = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcpElement = lcpNode ? `${lcpNode.selector} "${String(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : 'none';
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return { scores, lcpSeconds, lcpElement, failing };
}

/**
 * Runs Lighthouse (mobile, the default form factor and throttling) on each page type `runs` times
 * after a warm-up request, so the page cache holds the page as it would for most visitors, and
 * keeps the median run (by performance, then LCP).
 */
export async function measureLighthouse(origin, { log = console.log, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sbc-lighthouse-'));
  const results = [];
  for (const page of await lighthousePages(origin)) {
    const url = origin + page.path;
    const measured = [];
    for (let run = 0; run < runs; run++) {
      await fetch(url);
      measured.push(summarize(await runLighthouse(url, join(dir, `${page.name}-${run + 1}`))));
    }
    measured.sort((a, b) => b.scores.performance - a.scores.performance || a.lcpSeconds - b.lcpSeconds);
    const median = measured[Math.floor((measured.length - 1) / 2)];
    results.push({ ...page, ...median });
    const { scores, lcpSeconds, lcpElement } = median;
    log(
      `lighthouse ${page.name} ${page.path}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}, LCP ${lcpSeconds.toFixed(2)} s (${lcpElement}); median of performance ${measured.map((m) => m.scores.performance).join('/')}`,
    );
  }
  log(`lighthouse reports: ${dir}`);
  return results;
}

/** Markdown rows: each score beside its budget, and what is missed. */
export function lighthouseTable(results) {
  const b = LIGHTHOUSE_BUDGET;
  const mark = (ok) => (ok ? '' : ' **missed**');
  return [
    `| page | performance (≥ ${b.performance}) | accessibility (${b.accessibility}) | best practices (${b['best-practices']}) | SEO (${b.seo}) | LCP (≤ ${b.lcpSeconds} s) | LCP element |`,
    '|---|---:|---:|---:|---:|---:|---|',
    ...results.map(({ name, path, scores, lcpSeconds, lcpElement }) =>
      [
        `| ${name} \`${path}\``,
        ...CATEGORIES.map((c) => `${scores[c]}${mark(scores[c] >= b[c])}`),
        `${lcpSeconds.toFixed(2)}${mark(lcpSeconds <= b.lcpSeconds)}`,
        `\`${String(lcpElement).replaceAll('|', '\\|').replaceAll('`', "'")}\` |`,
      ].join(' | '),
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const results = await measureLighthouse(origin);
  console.log(`\n${lighthouseTable(results)}`);
  for (const r of results) if (r.failing.length) console.log(`\n${r.name}: audits below 1: ${r.failing.join(', ')}`);
}
