import { useEffect, useRef } from 'react';
import { useToast } from '../../components/toast';
import type { ActionResult } from './action-result';

/** Shows each new result of a fetcher or form once, as a toast. */
export function useActionToast(result: ActionResult | undefined, errorTitle = 'Gagal menyimpan') {
  const toast = useToast();
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    toast(
      result.ok
        ? { tone: 'success', title: result.message }
        : { tone: 'error', title: errorTitle, description: result.message },
    );
  }, [result, toast, errorTitle]);
}
