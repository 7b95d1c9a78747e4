import { useState } from 'react';

/**
 * A form's key that changes only with a new success (its time): a success mounts the form afresh,
 * empty, while a refusal after it keeps what was typed for correcting.
 */
export function useResetKey(successAt: number | undefined): number {
  const [key, setKey] = useState(0);
  if (successAt !== undefined && successAt !== key) setKey(successAt);
  return key;
}
