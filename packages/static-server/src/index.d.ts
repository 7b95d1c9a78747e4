import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
}
export const CONTENT_TYPES: Record<string, string>;
export function entityTag(body: Buffer | string): string;
export function prepareFile(name: string, body: Buffer): StaticFile;
export function loadFiles(root: string): Map<string, StaticFile>;
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  options: { cacheControl: string; headers?: Record<string, string>; status?: number },
): void;
export function spaSecurityHeaders(apiOrigin: string, mediaOrigin?: string): Record<string, string>;
export function createSpaServer(options: {
  root: string;
  base?: string;
  config: Record<string, string>;
  apiOrigin: string;
  /** Where media come from besides the API (S3_PUBLIC_URL's origin), for img-src. */
  mediaOrigin?: string;
  /** The app's path patterns below `base` (routes.json of its build): any other path is a 404. */
  routes?: readonly string[];
}): Server;
export function createPageCache(options: {
  ttlSeconds: number;
  /** How long past its lifetime an expired page is answered while one request renders it again (default ttlSeconds). */
  staleSeconds?: number;
  maxEntries?: number;
  /** The API's content version (any value compared with ===); the cache is dropped when it changes. */
  contentVersion?: () => Promise<number | string>;
  /** How often the version is asked while pages are cached (default 1000). */
  checkEveryMs?: number;
  /** After a content change, how long pages are served without being kept (default twice checkEveryMs). */
  settleMs?: number;
}): {
  /** Answers a cached page with `nonce` in place of the one it was rendered with. */
  serve(req: IncomingMessage, res: ServerResponse, options?: { nonce?: string }): boolean;
  /** Watches a page rendered with `nonce` and keeps it when it may be shared. */
  record(req: IncomingMessage, res: ServerResponse, options?: { nonce?: string }): void;
  size(): number;
  clear(): void;
  close(): void;
};
/** Compresses a rendered response (brotli or gzip) as it streams; call before the page cache records it. */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void;
export function keepRepeatedHeaders(res: ServerResponse): void;
export function createNonce(): string;
export function pageSecurityHeaders(options: {
  apiOrigin: string;
  nonce: string;
  /** Where media come from besides the API (S3_PUBLIC_URL's origin), for img-src and media-src. */
  mediaOrigin?: string;
}): Record<string, string>;
