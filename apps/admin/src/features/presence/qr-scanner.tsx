import { cx } from '@sbc/ui/class-names';
import { useEffect, useRef, useState } from 'react';
import { QrIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import type { CheckInResult } from './check-in';
import { readScannedCode } from './check-in-input';
import { useCamera } from './use-camera';
import { useQrScan } from './use-qr-scan';
import type { CheckIn } from './use-check-in';

/** The same QR is read again only after it has been out of view this long. */
const REPEAT_GUARD_MS = 4000;
/** Pause after a result, so the admin sees it before the next person steps up. */
const RESUME_DELAY_MS = 1200;

type Outcome = Pick<CheckInResult, 'status' | 'title' | 'description'>;

const OUTCOME_CLASS: Record<Outcome['status'], string> = {
  recorded: 'bg-success-soft text-success',
  already: 'bg-brand-50 text-brand-900',
  'not-found': 'bg-danger-soft text-danger',
  failed: 'bg-danger-soft text-danger',
};

/**
 * The live camera view of the scan dialog: reads registration QR codes (SBCREG:<code>),
 * validates and records each one, and shows the last outcome. Mounted only while the dialog
 * is open, so closing it stops the camera.
 */
export function QrScanner({ checkIn }: { checkIn: CheckIn }) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [phase, setPhase] = useState<'scanning' | 'processing' | 'showing'>('scanning');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lastSeen = useRef({ text: '', at: 0 });
  const resumeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  async function handleText(text: string) {
    const now = Date.now();
    const isRepeat = text === lastSeen.current.text && now - lastSeen.current.at < REPEAT_GUARD_MS;
    // A ticket held in view keeps its code "seen": it is not checked in again and again.
    lastSeen.current = { text, at: now };
    if (isRepeat) return;
    const code = readScannedCode(text);
    if (!code) {
      setOutcome({
        status: 'failed',
        title: 'Kode QR tidak dikenali',
        description: 'Ini bukan kode QR pendaftaran SBC.',
      });
      return;
    }
    setPhase('processing');
    setOutcome(await checkIn({ code }));
    setPhase('showing');
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setPhase('scanning'), RESUME_DELAY_MS);
  }

  function handleFrameText(text: string) {
    if (phase === 'scanning') void handleText(text);
    // While a result shows, a ticket still in view stays "seen" and is not read again after.
    else if (text === lastSeen.current.text) lastSeen.current.at = Date.now();
  }

  const decoderFailure = useQrScan(
    video,
    camera.status === 'ready' && phase !== 'processing',
    handleFrameText,
  );
  const problem = camera.status === 'error' ? camera.message : decoderFailure;

  return (
    <div>
      <div
        className={cx(
          'relative overflow-hidden rounded-xl',
          camera.status === 'error'
            ? 'bg-surface-muted aspect-[2/1]'
            : 'aspect-square bg-black sm:aspect-[4/3]',
        )}
      >
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label="Tampilan kamera"
          className={cx('size-full object-cover', camera.status !== 'ready' && 'invisible')}
        />
        {camera.status === 'ready' ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex items-center justify-center"
          >
            <div className="size-3/5 rounded-2xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]" />
          </div>
        ) : null}
        {camera.status === 'error' ? (
          <div className="text-ink-subtle absolute inset-0 flex items-center justify-center">
            <QrIcon className="size-16" />
          </div>
        ) : null}
        {camera.status === 'starting' ? (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
            <Spinner /> Membuka kamera…
          </p>
        ) : null}
        {phase === 'processing' ? (
          <p className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-black/60 py-2 text-sm text-white">
            <Spinner /> Memproses…
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="bg-danger-soft text-danger mt-3 rounded-xl px-4 py-3 text-sm">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite" className={cx('mt-3', camera.status !== 'error' && 'min-h-14')}>
        {outcome ? (
          <div className={cx('rounded-xl px-4 py-3 text-sm', OUTCOME_CLASS[outcome.status])}>
            <p className="font-semibold">{outcome.title}</p>
            {outcome.description ? <p className="text-ink mt-0.5">{outcome.description}</p> : null}
          </div>
        ) : camera.status === 'ready' ? (
          <p className="text-ink-muted text-sm">
            Arahkan kamera ke kode QR di tiket atau email peserta.
          </p>
        ) : null}
      </div>
    </div>
  );
}
