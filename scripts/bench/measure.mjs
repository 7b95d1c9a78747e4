import autocannon from 'autocannon';

/**
 * Runs autocannon and keeps only 2xx answers: requests/s is the 2xx count over the duration.
 * @returns {Promise<{ rps: number, p50: number, p99: number, non2xx: number }>}
 */
export async function measure({ url, method = 'GET', headers = {}, body, connections = 20, duration = 10 }) {
  const result = await autocannon({ url, method, headers, body, connections, duration });
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}
