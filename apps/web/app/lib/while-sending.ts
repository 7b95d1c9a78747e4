import type { MouseEvent } from 'react';

/**
 * Props of a form's button while its request runs: it says it is unavailable (`aria-disabled`, styled
 * with `aria-disabled:`) and ignores clicks, and Enter in a field, which clicks it. A `disabled`
 * button would drop the keyboard's focus to the page's start until the answer (WCAG 2.4.3).
 */
export function whileSending(isBusy: boolean) {
  return {
    'aria-disabled': isBusy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (isBusy) event.preventDefault();
    },
  };
}
