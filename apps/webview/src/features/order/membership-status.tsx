import { type MemberProfile } from '@sbc/contract';
import { formatCalendarDate } from '../../lib/calendar-date';
import { memberSession } from '../../lib/session';

/** The member's current membership, from the profile cookie, above the packages. */
export function MembershipStatus() {
  const profile = memberSession.getProfile<Partial<MemberProfile>>();
  if (!profile) return null;
  const until = profile.membership_until;
  return (
    <p className="text-ink-muted mt-1 text-sm">
      {profile.membership_active && until
        ? `Keanggotaan Anda aktif sampai ${formatCalendarDate(until)}. Paket baru menambah masa aktifnya.`
        : 'Keanggotaan Anda belum aktif. Pilih paket untuk mulai.'}
    </p>
  );
}
