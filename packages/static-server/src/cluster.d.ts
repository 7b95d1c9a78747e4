export function runPrimary(options: {
  exec: string;
  workers: number;
  name: string;
  shutdownTimeoutSeconds?: number;
}): void;
