import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from './icons';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The exact text put on the clipboard (digits only for amounts and account numbers). */
  value: string;
  /** What is copied, for the accessible name: "Salin nomor rekening". */
  label: string;
}

const COPIED_MS = 2_000;

/** Copies `value`, then says "Tersalin" for two seconds (announced to screen readers). */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      className="border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full border bg-white px-3.5 text-sm font-semibold"
    >
      {state === 'copied' ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
      <span aria-live="polite">
        {state === 'copied' ? 'Tersalin' : state === 'failed' ? 'Gagal' : 'Salin'}
      </span>
    </button>
  );
}
