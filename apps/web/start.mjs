// Starts the public site: server.mjs in this process, or WEB_WORKERS processes sharing the port
// (node:cluster). Nothing a request needs lives only in one process's memory: each worker keeps its
// own page cache, dropped when the API's content version changes.
import { fileURLToPath } from 'node:url';
import { runPrimary } from '@sbc/static-server/cluster';

const workers = Number(process.env.WEB_WORKERS || 1);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`[web] WEB_WORKERS must be a whole number from 1 to 64, got "${process.env.WEB_WORKERS}"`);
  process.exit(1);
}
if (workers === 1) {
  await import('./server.mjs');
} else {
  runPrimary({
    exec: fileURLToPath(new URL('./server.mjs', import.meta.url)),
    workers,
    name: 'web',
    shutdownTimeoutSeconds: Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 10),
  });
}
