import { type ContentChanges, type ContentScope } from './content-changes';

/**
 * A per-process cache of answers to public reads (ARCHITECTURE section 9): keyed by endpoint and
 * normalised input, never by who asks; bounded in entries, short-lived, emptied at once when this
 * process announces a change, and when the shared content version grows (another process changed
 * something), checked at most once per `versionCheckMs`. Concurrent misses of one key share a
 * single load, so a burst of identical requests costs one query. An entry that merely aged (no
 * change announced) is answered while one reload replaces it, so busy keys never make a crowd wait;
 * after twice its lifetime it is not answered any more.
 */
export interface ReadCache {
  /**
   * The cached answer for `key`, else the answer of `load`, kept unless a change came meanwhile;
   * `ttlMs` replaces the cache's lifetime for this entry (an answer no unannounced change can move).
   */
  get<T>(
    key: string,
    scopes: readonly ContentScope[],
    load: () => Promise<T>,
    ttlMs?: number,
  ): Promise<T>;
  /** Drops the entries that depend on `scope`, or everything. */
  drop(scope?: ContentScope): void;
  readonly size: number;
  /** Stops listening to content changes. */
  close(): void;
}

export interface ReadCacheOptions {
  /** In-process change announcements (ctx.contentChanges). */
  changes?: ContentChanges;
  /** The shared content version (contentVersionKey(db)); another value empties the cache. */
  version?: () => Promise<number | string>;
  versionCheckMs?: number;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  /** Fresh until then; afterwards answered once more while one reload runs (see get). */
  expires: number;
  /** Its lifetime: it is answered until `expires + ttl` while one reload runs. */
  ttl: number;
  scopes: readonly ContentScope[];
  settled: boolean;
  reloading: boolean;
}

export const READ_CACHE_TTL_MS = 10_000;
export const READ_CACHE_MAX_ENTRIES = 1000;
export const VERSION_CHECK_MS = 1000;

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? READ_CACHE_MAX_ENTRIES;
  const versionCheckMs = options.versionCheckMs ?? VERSION_CHECK_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let knownVersion: number | string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  // A load still running when its entry is dropped answers its caller but is not kept (see get).
  const drop = (scope?: ContentScope) => {
    if (!scope) return entries.clear();
    for (const [key, entry] of entries) if (entry.scopes.includes(scope)) entries.delete(key);
  };
  const unsubscribe = options.changes?.subscribe((scope) => drop(scope));

  /**
   * Compares the shared version at most once per interval; the requests arriving meanwhile wait for
   * that one query, so any request made more than an interval after another process's change sees it.
   */
  const checkVersion = (): Promise<void> | null => {
    if (!options.version) return null;
    if (checking) return checking;
    if (now() - checkedAt < versionCheckMs) return null;
    checkedAt = now();
    checking = options
      .version()
      .then((version) => {
        if (knownVersion !== undefined && version !== knownVersion) drop();
        knownVersion = version;
      })
      .catch(() => {
        // An unreadable version may hide a change: start afresh rather than serve what may be old.
        drop();
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  /** Loads and keeps an answer; a failed load is not kept, nor one whose entry was dropped meanwhile. */
  const store = async <T>(
    key: string,
    scopes: readonly ContentScope[],
    load: () => Promise<T>,
    ttl: number,
  ): Promise<T> => {
    const value = load();
    const entry: Entry = {
      value,
      expires: now() + ttl,
      ttl,
      scopes,
      settled: false,
      reloading: false,
    };
    const previous = entries.get(key);
    // A reload leaves the old answer in place until the new one is there.
    if (!previous || !previous.settled) entries.set(key, entry);
    try {
      const result = await value;
      markShared(result);
      entry.settled = true;
      if (previous?.settled && entries.get(key) === previous) {
        entries.delete(key);
        entries.set(key, entry);
      }
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return result;
    } catch (error) {
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    }
  };

  return {
    async get<T>(
      key: string,
      scopes: readonly ContentScope[],
      load: () => Promise<T>,
      ttl = ttlMs,
    ): Promise<T> {
      const pending = checkVersion();
      if (pending) await pending;
      const at = now();
      const hit = entries.get(key);
      if (hit && (hit.expires > at || (hit.settled && hit.expires + hit.ttl > at))) {
        // Most recently used last, so the oldest key is the first one the bound evicts.
        entries.delete(key);
        entries.set(key, hit);
        if (hit.expires <= at && !hit.reloading) {
          hit.reloading = true;
          void store(key, scopes, load, ttl).catch(() => {
            hit.reloading = false;
          });
        }
        return hit.value as Promise<T>;
      }
      if (hit?.settled) entries.delete(key);
      return store(key, scopes, load, ttl);
    },
    drop,
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe?.();
    },
  };
}

/** JSON of answers held by read caches, written once per answer instead of once per request. */
const answersJson = new WeakMap<object, string>();

function markShared(value: unknown): void {
  if (value && typeof value === 'object' && !answersJson.has(value)) answersJson.set(value, '');
}

/**
 * The JSON text of an answer that came from a read cache (the same object for every request that
 * hits it), or undefined for any other value. Cached answers are never changed after loading.
 */
export function sharedAnswerJson(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const known = answersJson.get(value);
  if (known === undefined) return undefined;
  if (known) return known;
  const json = JSON.stringify(value);
  answersJson.set(value, json);
  return json;
}

/** Sorted keys, so the same input always gives the same text. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The cache key of a call: its endpoint id and its validated input in a stable order. Personal
 * fields (`user_id`) are left out; calls whose answer depends on them must not be cached at all.
 */
export function readKey(
  endpointId: string,
  input: unknown,
  omit: readonly string[] = ['user_id'],
): string {
  const normal =
    input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([k]) => !omit.includes(k)))
      : input;
  return `${endpointId} ${JSON.stringify(stable(normal))}`;
}
