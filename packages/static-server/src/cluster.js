import cluster from 'node:cluster';

/**
 * Runs `exec` as `workers` processes sharing one port (node:cluster); this process, the primary,
 * serves nothing. A worker that dies after serving is replaced (one that fails before serving stops
 * them all, exit 1); on SIGTERM/SIGINT the signal is
 * passed on (each worker shuts down gracefully on its own) and the primary exits once all have
 * stopped: 0 when every worker exited 0.
 * @param {{ exec: string, workers: number, name: string, shutdownTimeoutSeconds?: number }} options
 */
export function runPrimary({ exec, workers, name, shutdownTimeoutSeconds = 10 }) {
  cluster.setupPrimary({ exec });
  let stopping = false;
  let failed = false;
  /** @type {Set<import('node:cluster').Worker>} */
  const live = new Set();
  /** @type {WeakSet<import('node:cluster').Worker>} */
  const serving = new WeakSet();
  const fork = () => live.add(cluster.fork());
  cluster.on('listening', (worker) => serving.add(worker));
  for (let i = 0; i < workers; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (!stopping && !serving.has(worker)) {
      // It failed before serving (settings, a missing build): another would fail the same way.
      console.error(`[${name}] worker ${worker.process.pid} could not start (${signal ?? code}); stopping`);
      failed = true;
      stop('SIGTERM');
    } else if (!stopping) {
      console.error(`[${name}] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
      setTimeout(fork, 1000);
      return;
    }
    // A worker stopped by the signal itself was still starting: it had nothing to finish.
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
    if (live.size === 0) process.exit(failed ? 1 : 0);
  });

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of live) worker.process.kill(signal);
    // Workers enforce their own time limit; this guards against one that hangs.
    setTimeout(() => {
      console.error(`[${name}] workers did not stop in time`);
      process.exit(1);
    }, (shutdownTimeoutSeconds + 30) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`[${name}] primary ${process.pid}: ${workers} workers`);
}
