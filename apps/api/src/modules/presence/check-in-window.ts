import { formatDayDate, isCheckInOpen } from '@sbc/format/date';
import { AppError } from '../../http/errors';

/**
 * Presence opens on the day an event or lesson starts (WIB) and stays open afterwards, so the door
 * can check people in early in the morning and an admin can still record a paper list later. Before
 * that day nobody can be present, and a certificate of attendance must not exist yet.
 */
export function assertCheckInOpen(startsAt: Date, what: 'event' | 'pertemuan'): void {
  if (isCheckInOpen(startsAt)) return;
  throw new AppError(
    'CONFLICT',
    `Presensi ${what} ini baru dibuka pada hari pelaksanaan (${formatDayDate(Math.floor(startsAt.getTime() / 1000))})`,
  );
}
