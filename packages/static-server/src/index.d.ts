import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
}
export const CONTENT_TYPES: Record<string, string>;
export function prepareFile(name: string, body: Buffer): StaticFile;
export function loadFiles(root: string): Map<string, StaticFile>;
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  options: { cacheControl: string; headers?: Record<string, string> },
): void;
export function spaSecurityHeaders(apiOrigin: string): Record<string, string>;
export function createSpaServer(options: {
  root: string;
  base?: string;
  config: Record<string, string>;
  apiOrigin: string;
}): Server;
export function createPageCache(options: { ttlSeconds: number; maxEntries?: number }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  record(req: IncomingMessage, res: ServerResponse): void;
  size(): number;
};
