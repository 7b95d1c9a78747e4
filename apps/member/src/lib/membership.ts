import { type MemberProfile } from '@sbc/contract';
import { billingLabel } from '@sbc/format/billing';
import { formatDate } from '@sbc/format/date';

/** The membership as the dashboard shows it. */
export interface MembershipView {
  isActive: boolean;
  /** `Aktif sampai 31 Desember 2026` or `Belum aktif`. */
  status: string;
  /** The package label (`1 Tahun`), or `null` when the member has none. */
  packageLabel: string | null;
  /** A past end date, to say when an old membership ended. */
  endedOn: string | null;
}

/** `YYYY-MM-DD` (a WIB calendar day) to Unix seconds at the start of that day in WIB. */
function wibDayToSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00+07:00`) / 1000;
}

/** A `YYYY-MM-DD` day from the API as `31 Desember 2026`; `''` when it cannot be read. */
export function formatWibDay(day: string): string {
  return formatDate(wibDayToSeconds(day));
}

/** Membership status, package and dates of a profile, formatted in Indonesian. */
export function describeMembership(
  profile: Pick<MemberProfile, 'membership_active' | 'membership_until' | 'membership_package'>,
): MembershipView {
  const until = profile.membership_until ? formatWibDay(profile.membership_until) : '';
  const isActive = profile.membership_active && until !== '';
  return {
    isActive,
    status: isActive ? `Aktif sampai ${until}` : 'Belum aktif',
    packageLabel: profile.membership_package ? billingLabel(profile.membership_package) : null,
    endedOn: !isActive && until ? until : null,
  };
}
