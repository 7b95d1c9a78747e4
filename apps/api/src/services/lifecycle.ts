/**
 * Where this process is in its life: serving, or draining after SIGTERM (readiness answers 503
 * and every answer closes its connection, so a load balancer and keep-alive clients move away).
 */
export interface Lifecycle {
  readonly startedAt: number;
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    startedAt: Date.now(),
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
