/** What kind of public content changed; read caches keyed on it drop what they hold. */
export type ContentScope = 'news' | 'taxonomy' | 'events' | 'gallery' | 'community' | 'site' | 'products';

/**
 * Tells whoever keeps copies of public content (read caches) that some of it changed. Admin
 * writes call `notify` after their transaction commits.
 */
export interface ContentChanges {
  notify(scope: ContentScope): void;
  /** Answers a function that stops the subscription. */
  subscribe(listener: (scope: ContentScope) => void): () => void;
}

/** Changes within this process. */
export function createContentChanges(): ContentChanges {
  const listeners = new Set<(scope: ContentScope) => void>();
  return {
    notify(scope) {
      for (const listener of listeners) listener(scope);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
