import type { FetcherWithComponents } from 'react-router';
import type { RegistrationResult } from '../../lib/event-types';
import { RegistrationNotice } from './registration-notice';
import { whileSending } from '@sbc/ui/while-sending';

/** Props of {@link MemberRegister}. */
export interface MemberRegisterProps {
  fetcher: FetcherWithComponents<RegistrationResult>;
  endpoint: string;
  memberName: string | null;
  /** A paid registration continues on the order page. */
  isPaid: boolean;
  /** What registering costs this member: `Rp 100.000` or `Gratis`. */
  priceLabel: string;
  /** Whether `price` is the member price (an active membership). */
  memberPrice: boolean;
  /** Where a membership is bought or renewed. */
  memberAreaUrl: string;
  /** Free for everyone, members or not: no price kind and no membership offer. */
  freeForAll: boolean;
}

/** A logged-in member registers with one click: name, email and phone come from the profile. */
export function MemberRegister({
  fetcher,
  endpoint,
  memberName,
  isPaid,
  priceLabel,
  memberPrice,
  memberAreaUrl,
  freeForAll,
}: MemberRegisterProps) {
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
      </p>
      <p className="text-ink-muted mt-2 text-sm">
        Biaya untuk Anda:{' '}
        <strong className="text-ink">
          {priceLabel}
          {freeForAll ? '' : memberPrice ? ' (harga anggota)' : ' (harga umum)'}
        </strong>
        .{isPaid ? ' Setelah mendaftar Anda diarahkan ke halaman pembayaran.' : ''}
      </p>
      {memberPrice || freeForAll ? null : (
        <p className="text-ink-muted mt-2 text-sm">
          Harga anggota berlaku selama keanggotaan Anda aktif.{' '}
          <a href={memberAreaUrl} className="text-brand-700 font-semibold underline">
            Aktifkan keanggotaan
          </a>
        </p>
      )}
      {result && !result.ok ? (
        <div role="alert" className="mt-3">
          <RegistrationNotice title={result.message} tone="danger" />
        </div>
      ) : null}
      <button
        type="submit"
        {...whileSending(busy)}
        className="bg-brand hover:bg-brand-700 mt-4 w-full rounded-full px-5 py-3 font-semibold text-white shadow-sm aria-disabled:opacity-60"
      >
        {busy ? 'Mendaftarkan…' : 'Daftar sebagai Anggota'}
      </button>
    </fetcher.Form>
  );
}
