import { toString as renderQrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { cx } from './class-names';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes, e.g. a registration's `SBCREG:<code>`. */
  text: string;
  /** Accessible name, e.g. `Kode QR registrasi <code>`. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/** The SVG drawn for one text, so a stale drawing is never shown for a new text. */
type Drawing = { text: string; svg: string } | { text: string; error: true };

/**
 * A scannable QR code drawn as inline SVG (dark modules on white, a one-module quiet zone).
 * The SVG is made in the browser after mounting; until then the box keeps its size, so
 * nothing moves when it appears.
 */
export function QrCode({ text, label, size = 200, className }: QrCodeProps) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useEffect(() => {
    let isCurrent = true;
    renderQrSvg(text, { type: 'svg', margin: 1 }).then(
      (svg) => {
        if (isCurrent) setDrawing({ text, svg });
      },
      () => {
        if (isCurrent) setDrawing({ text, error: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  const current = drawing?.text === text ? drawing : null;
  const box = {
    role: 'img',
    'aria-label': label,
    style: { width: size, height: size },
    className: cx(
      'inline-flex shrink-0 items-center justify-center bg-white [&>svg]:block [&>svg]:size-full',
      className,
    ),
  } as const;
  if (current && 'error' in current) {
    return (
      <div {...box} data-state="error">
        <span className="text-ink-muted p-2 text-center text-xs">Kode QR tidak dapat dibuat</span>
      </div>
    );
  }
  return (
    <div
      {...box}
      data-state={current ? 'ready' : 'loading'}
      // The SVG comes from the qrcode library (paths and colours only, never the text itself).
      dangerouslySetInnerHTML={current ? { __html: current.svg } : undefined}
    />
  );
}
