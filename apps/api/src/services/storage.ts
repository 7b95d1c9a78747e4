import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type Readable } from 'node:stream';

/** Where uploaded and generated media live (ARCHITECTURE section 4). */
export interface Storage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /**
   * The object's bytes as a stream, all of them or only `range` (first and last byte, inclusive,
   * within the object); `size` is the length of what the stream gives.
   */
  stream(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** The URL a browser uses to fetch the object. */
  url(key: string): string;
}

/** Bytes `start` to `end` of an object, both included (an HTTP `Range` already checked against its size). */
export interface ByteRange {
  start: number;
  end: number;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are relative paths of safe segments; anything else (`..`, absolute paths) is refused. */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 300) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Media in a local folder, served by the API under /media/. */
export function createLocalStorage(root: string, publicBaseUrl: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, content) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, content);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async stream(key, range) {
      try {
        const full = pathOf(key);
        const info = await stat(full);
        if (!info.isFile()) return null;
        if (!range) return { body: createReadStream(full), size: info.size };
        return { body: createReadStream(full, range), size: range.end - range.start + 1 };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url(key) {
      return `${publicBaseUrl}/media/${key}`;
    },
  };
}
