import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** What {@link useLeaveGuard} gives the page. */
export interface LeaveGuard {
  /** Lets the next navigation through without asking: call it just before one the page makes on purpose (after a save). */
  allowLeaving: () => void;
  /** The question, to render in the page. */
  dialog: ReactNode;
}

/**
 * Keeps unsaved changes from being lost without a word: while `hasUnsavedChanges`, leaving for
 * another page of the console asks first ("Tetap di sini" / "Tinggalkan"), and closing or
 * reloading the tab brings up the browser's own question.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean): LeaveGuard {
  const isAllowedRef = useRef(false);
  // Read when a navigation starts, so a save that navigates right after it is let through.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isAllowedRef.current &&
      currentLocation.pathname !== nextLocation.pathname,
    [hasUnsavedChanges],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);

  const allowLeaving = useCallback(() => {
    isAllowedRef.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Tinggalkan halaman?"
      description="Perubahan yang belum disimpan akan hilang."
      cancelLabel="Tetap di sini"
      confirmLabel="Tinggalkan"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  return { allowLeaving, dialog };
}
