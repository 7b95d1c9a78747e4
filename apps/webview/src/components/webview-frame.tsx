import { Logo } from '@sbc/ui/logo';
import type { ReactNode } from 'react';

/**
 * The compact frame of pages opened inside the mobile app: a slim brand bar, no public
 * navbar or footer (the app around it has its own), and room for the phone's safe areas.
 */
export function WebviewFrame({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface-muted text-ink flex min-h-dvh flex-col">
      <header className="focus-inverse bg-brand text-ink-inverse pt-[env(safe-area-inset-top)]">
        <div className="mx-auto flex h-12 max-w-xl items-center px-4">
          <Logo tone="inverse" className="h-7 w-auto" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
        {children}
      </main>
    </div>
  );
}
