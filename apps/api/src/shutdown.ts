import { type FastifyInstance } from 'fastify';
import { type AppContext } from './context';

/**
 * A stop signal that arrives while the process is still starting (nothing served yet) ends it
 * with 0 at once; answers the function that hands over to `installGracefulShutdown`.
 */
export function exitWhileStarting(): () => void {
  const exit = () => process.exit(0);
  process.once('SIGTERM', exit);
  process.once('SIGINT', exit);
  return () => {
    process.off('SIGTERM', exit);
    process.off('SIGINT', exit);
  };
}

/**
 * Graceful stop on SIGTERM/SIGINT: readiness turns 503 and answers close their connections for
 * SHUTDOWN_DRAIN_SECONDS (a load balancer moves away), then the listener closes, in-flight requests
 * get SHUTDOWN_TIMEOUT_SECONDS to finish, the database and mail connections close, and the process
 * exits 0 (1 when something failed on the way).
 */
export function installGracefulShutdown(app: FastifyInstance, ctx: AppContext): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { SHUTDOWN_DRAIN_SECONDS: drain, SHUTDOWN_TIMEOUT_SECONDS: timeout } = ctx.env;
    app.log.info({ signal, drain, timeout }, 'shutting down');
    ctx.lifecycle.startDraining();
    if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain * 1000));
    const cutOff = setTimeout(() => {
      app.log.warn('requests still running after the shutdown time limit: closing their connections');
      app.server.closeAllConnections();
    }, timeout * 1000);
    let code = 0;
    try {
      await app.close();
      ctx.mailer.close();
      await ctx.database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    clearTimeout(cutOff);
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
