import { Logo } from '@sbc/ui/logo';

/** Shown while the phone app's connect code becomes a session, before the router exists. */
export function ConnectingScreen() {
  return (
    <div className="bg-surface-muted flex min-h-dvh flex-col">
      <div className="bg-brand flex h-14 items-center px-4 pt-[env(safe-area-inset-top)]">
        <Logo tone="inverse" className="h-7 w-auto" />
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-3" role="status">
        <span
          aria-hidden="true"
          className="border-brand-200 border-t-brand size-10 animate-spin rounded-full border-4"
        />
        <span className="text-ink-muted text-sm">Menghubungkan akun Anda…</span>
      </div>
    </div>
  );
}
