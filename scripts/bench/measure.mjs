import autocannon from 'autocannon';

/**
 * Runs autocannon and keeps only 2xx answers: requests/s is the 2xx count over the duration.
 * `p50`/`p99` are autocannon's (whole milliseconds); `p99Exact` is computed from every 2xx
 * answer's own duration (microsecond resolution), for comparisons of fast calls where one
 * millisecond is a large step.
 * @returns {Promise<{ rps: number, p50: number, p99: number, p99Exact: number, non2xx: number }>}
 */
export async function measure({ url, method = 'GET', headers = {}, body, connections = 20, duration = 10 }) {
  const instance = autocannon({ url, method, headers, body, connections, duration });
  const times = [];
  instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
    if (statusCode >= 200 && statusCode < 300) times.push(milliseconds);
  });
  const result = await instance;
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p99Exact: percentile(times, 0.99),
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** The nearest-rank percentile of `values` (0 when there are none). */
export function percentile(values, fraction) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
