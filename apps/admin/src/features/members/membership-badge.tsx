import { formatDate } from '@sbc/format/date';
import { Badge } from '../../components/badge';
import type { AdminMember } from '../../lib/api-types';

/** `2026-12-31` (a date of the membership end) shown as `31 Desember 2026`. */
export function formatUntil(until: string): string {
  const seconds = Date.parse(`${until.slice(0, 10)}T00:00:00+07:00`) / 1000;
  return Number.isFinite(seconds) ? formatDate(seconds) : until;
}

/** "Aktif" with the package and end date, or "Tidak aktif". */
export function MembershipBadge({ member }: { member: AdminMember }) {
  if (!member.membership_active) {
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge tone="neutral">Tidak aktif</Badge>
        {member.membership_until ? (
          <span className="text-ink-subtle text-xs">
            Berakhir {formatUntil(member.membership_until)}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="success">Aktif</Badge>
      <span className="text-ink-subtle text-xs">
        {[
          member.membership_package,
          member.membership_until && `s.d. ${formatUntil(member.membership_until)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </span>
  );
}
