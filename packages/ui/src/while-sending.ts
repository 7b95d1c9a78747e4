import type { MouseEvent } from 'react';

/**
 * Props of a button whose request is running: it says it is unavailable (`aria-disabled`, styled
 * with `aria-disabled:`) and ignores presses, including Enter in a field, which presses a form's
 * submit button. It stays focusable: a `disabled` button drops the keyboard's focus to the start
 * of the page until the answer comes (WCAG 2.4.3). `onClick`, for a button that acts by itself
 * rather than submitting a form, runs only when no request is running.
 *
 * A button that cannot be used yet for another reason (nothing chosen) stays `disabled`.
 */
export function whileSending(
  isBusy: boolean,
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void,
) {
  return {
    'aria-disabled': isBusy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (isBusy) event.preventDefault();
      else onClick?.(event);
    },
  };
}
