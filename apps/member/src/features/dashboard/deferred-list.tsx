import { whileSending } from '@sbc/ui/while-sending';
import { isApiError } from '@sbc/api-client/core';
import { type ReactNode, Suspense } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router';
import { FormAlert } from '../../components/form-alert';

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Memuat {label}…</span>
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse gap-4">
          <div className="bg-brand-50 size-14 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2 py-1">
            <div className="bg-line h-3.5 w-3/4 rounded" />
            <div className="bg-line/70 h-3 w-1/2 rounded" />
            <div className="bg-line/70 h-3 w-1/3 rounded" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LoadError({ label }: { label: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const raw = isApiError(error) ? error.message.trim() : '';
  const message = !raw ? 'Periksa koneksi internet Anda.' : /[.!?]$/.test(raw) ? raw : `${raw}.`;
  const isBusy = revalidator.state !== 'idle';
  return (
    <FormAlert tone="error">
      <p>
        {label.charAt(0).toUpperCase() + label.slice(1)} tidak dapat dimuat. {message}
      </p>
      <button
        type="button"
        {...whileSending(isBusy, () => void revalidator.revalidate())}
        className="mt-2 font-semibold underline underline-offset-4 aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {isBusy ? 'Memuat ulang…' : 'Coba lagi'}
      </button>
    </FormAlert>
  );
}

/** Props of {@link DeferredList}. */
export interface DeferredListProps<T> {
  resolve: Promise<T>;
  /** What is loading, in lower case: `event Anda`. */
  label: string;
  children: (value: T) => ReactNode;
}

/**
 * A list that arrives after the page: a skeleton while it loads, then the list, or the API's
 * message with a way to try again.
 */
export function DeferredList<T>({ resolve, label, children }: DeferredListProps<T>) {
  return (
    <Suspense fallback={<ListSkeleton label={label} />}>
      <Await resolve={resolve} errorElement={<LoadError label={label} />}>
        {children}
      </Await>
    </Suspense>
  );
}
