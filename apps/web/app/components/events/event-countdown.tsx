import { Countdown } from '@sbc/ui/countdown';
import { useState } from 'react';

/**
 * Time left until the event starts (Hari, Jam, Menit, Detik). The first frame uses the server's
 * clock so the markup hydrates as rendered; it disappears once the event has started.
 */
export function EventCountdown({ targetMs, nowMs }: { targetMs: number; nowMs: number }) {
  const [started, setStarted] = useState(false);
  if (started) return null;
  return (
    <div className="border-line mb-5 border-b pb-5">
      <p className="text-ink-muted mb-2 text-sm font-semibold">Dimulai dalam</p>
      <Countdown
        targetMs={targetMs}
        initialNow={nowMs}
        onFinished={() => setStarted(true)}
        label="Hitung mundur menuju acara"
        className="flex-wrap"
      />
    </div>
  );
}
