import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Options of {@link useAutoRefresh}. */
export interface AutoRefreshOptions {
  /** Time between refreshes (5 s). */
  intervalMs?: number;
  /** How long to keep refreshing after the page opened or the last `restart` (2 min). */
  maxMs?: number;
}

/**
 * Calls `refresh` every `intervalMs` while `isActive`, for at most `maxMs`; `restart` (a
 * "Periksa lagi" press) opens a new window. Returns whether it is still refreshing.
 */
export function useAutoRefresh(
  isActive: boolean,
  refresh: () => void,
  { intervalMs = 5_000, maxMs = 120_000 }: AutoRefreshOptions = {},
): { isWatching: boolean; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [isExpired, setExpired] = useState(false);
  const onTick = useEffectEvent(() => refresh());

  useEffect(() => {
    if (!isActive || isExpired) return;
    const timer = setInterval(() => {
      if (Date.now() - startedAt >= maxMs) setExpired(true);
      else onTick();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [isActive, isExpired, startedAt, intervalMs, maxMs]);

  const restart = useCallback(() => {
    setStartedAt(Date.now());
    setExpired(false);
  }, []);

  return { isWatching: isActive && !isExpired, restart };
}
