import { formatNumberId } from '@sbc/format/rupiah';

/** Share of `present` in `total`, in whole percent (0 when nobody registered). */
export function attendancePercent(present: number, total: number): number {
  return total > 0 ? Math.round((present / total) * 100) : 0;
}

/** "12 / 40 hadir" with a bar; the bar is a meter for assistive technology. */
export function AttendanceMeter({ present, total }: { present: number; total: number }) {
  const percent = attendancePercent(present, total);
  return (
    <div className="w-full">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-ink font-semibold">
          {formatNumberId(present)} / {formatNumberId(total)} hadir
        </span>
        <span className="text-ink-muted">{percent}%</span>
      </div>
      <div
        role="meter"
        aria-label="Kehadiran"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-brand-100 mt-1.5 h-2 overflow-hidden rounded-full"
      >
        <div
          className="bg-success h-full rounded-full transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
