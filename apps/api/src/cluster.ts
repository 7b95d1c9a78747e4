import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of API_WORKERS processes sharing one port (node:cluster). It serves nothing itself:
 * it starts the workers, starts a new one when one dies after it served (a worker that fails before
 * serving stops them all: exit 1), and on SIGTERM/SIGINT passes the signal on and exits once every
 * worker has stopped (0 when all stopped cleanly).
 */
export function runPrimary(options: { workers: number; shutdownTimeoutSeconds: number }): void {
  let stopping = false;
  let failed = false;
  const live = new Set<Worker>();
  const serving = new WeakSet<Worker>();
  const fork = () => live.add(cluster.fork());
  cluster.on('listening', (worker) => serving.add(worker));
  for (let i = 0; i < options.workers; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (!stopping && !serving.has(worker)) {
      // It failed before serving (settings, database, migrations): another would fail the same way.
      console.error(`API worker ${worker.process.pid} could not start (${signal ?? code}); stopping`);
      failed = true;
      stop('SIGTERM');
    } else if (!stopping) {
      console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
      setTimeout(fork, 1000);
      return;
    }
    // A worker stopped by the signal itself was still starting: it had nothing to finish.
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
    if (live.size === 0) process.exit(failed ? 1 : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of live) worker.process.kill(signal);
    // The workers enforce their own time limit; this one only guards against a worker that hangs.
    setTimeout(() => {
      console.error('API workers did not stop in time');
      process.exit(1);
    }, (options.shutdownTimeoutSeconds + 30) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
