import type { FetcherWithComponents } from 'react-router';
import type { RegistrationResult } from '../../lib/event-types';
import { RegistrationNotice } from './registration-notice';

/** Props of {@link MemberRegister}. */
export interface MemberRegisterProps {
  fetcher: FetcherWithComponents<RegistrationResult>;
  endpoint: string;
  memberName: string | null;
  /** A paid registration continues on the order page. */
  isPaid: boolean;
}

/** A logged-in member registers with one click: name, email and phone come from the profile. */
export function MemberRegister({ fetcher, endpoint, memberName, isPaid }: MemberRegisterProps) {
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action={endpoint}>
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="as" value="member" />
      <p className="text-ink-muted text-sm">
        {memberName ? (
          <>
            Anda masuk sebagai <strong className="text-ink">{memberName}</strong>.{' '}
          </>
        ) : null}
        Data pendaftaran diambil dari profil anggota Anda.
        {isPaid ? ' Setelah mendaftar Anda diarahkan ke halaman pembayaran.' : ''}
      </p>
      {result && !result.ok ? (
        <div role="alert" className="mt-3">
          <RegistrationNotice title={result.message} tone="danger" />
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="bg-brand hover:bg-brand-700 mt-4 w-full rounded-full px-5 py-3 font-semibold text-white shadow-sm disabled:opacity-60"
      >
        {busy ? 'Mendaftarkan…' : 'Daftar sebagai Anggota'}
      </button>
    </fetcher.Form>
  );
}
