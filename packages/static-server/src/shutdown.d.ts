import { type Server } from 'node:http';
export function closeGracefully(
  server: Server,
  options: { name: string; env: Record<string, string | undefined>; beforeExit?: () => unknown },
): void;
