/**
 * Graceful stop of a front-end server on SIGTERM/SIGINT: for `SHUTDOWN_DRAIN_SECONDS` (default 0) it
 * keeps serving but closes each connection after its answer (a load balancer moves away), then stops
 * accepting, lets in-flight requests finish for up to `SHUTDOWN_TIMEOUT_SECONDS` (default 10) before
 * cutting them off, runs `beforeExit` (closing timers, pools) and exits 0.
 * @param {import('node:http').Server} server
 * @param {{ name: string, env: Record<string, string | undefined>, beforeExit?: () => unknown }} options
 */
export function closeGracefully(server, { name, env, beforeExit }) {
  const seconds = (/** @type {string} */ key, /** @type {number} */ fallback) => {
    // An empty value counts as unset (compose files pass `${VAR:-}`).
    const value = Number(env[key] || fallback);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${key} must be a number of seconds, got "${env[key]}"`);
    return value;
  };
  const drain = seconds('SHUTDOWN_DRAIN_SECONDS', 0);
  const timeout = seconds('SHUTDOWN_TIMEOUT_SECONDS', 10);
  let closing = false;
  // Before the app's own handler, so the header is set before it answers.
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close');
  });

  const shutdown = async (/** @type {string} */ signal) => {
    if (closing) return;
    closing = true;
    console.log(`[${name}] ${signal} received, closing`);
    if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain * 1000));
    const cutOff = setTimeout(() => server.closeAllConnections(), timeout * 1000);
    await new Promise((resolve) => server.close(resolve));
    clearTimeout(cutOff);
    let code = 0;
    try {
      await beforeExit?.();
    } catch (error) {
      console.error(`[${name}] shutdown failed`, error);
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
