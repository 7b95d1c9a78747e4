import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import { decodeQr } from './decode-qr';

/** Time between two decoded frames: quick enough to feel instant, light on a phone. */
const SCAN_INTERVAL_MS = 200;
/** Frames are scaled down to this width before decoding. */
const MAX_FRAME_WIDTH = 720;

/** Shown when no decoder can be loaded in this browser. */
export const DECODER_MISSING_MESSAGE =
  'Pemindai QR tidak tersedia di peramban ini. Ketik kode registrasi di kolom pencarian.';

function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * While `isActive`, reads a frame of `video` every 200 ms and calls `onText` with the text of
 * the first QR code found. One frame is decoded at a time. Answers an error message when no
 * decoder could be loaded, else null.
 */
export function useQrScan(
  video: RefObject<HTMLVideoElement | null>,
  isActive: boolean,
  onText: (text: string) => void,
): string | null {
  const [failure, setFailure] = useState<string | null>(null);
  const report = useEffectEvent((text: string) => onText(text));

  useEffect(() => {
    if (!isActive) return;
    const canvas = document.createElement('canvas');
    let isBusy = false;
    let isStopped = false;
    const timer = setInterval(() => {
      const element = video.current;
      if (isBusy || !element) return;
      const frame = grabFrame(element, canvas);
      if (!frame) return;
      isBusy = true;
      decodeQr(frame)
        .then((text) => {
          if (text && !isStopped) report(text);
        })
        .catch(() => {
          if (!isStopped) setFailure(DECODER_MISSING_MESSAGE);
        })
        .finally(() => {
          isBusy = false;
        });
    }, SCAN_INTERVAL_MS);
    return () => {
      isStopped = true;
      clearInterval(timer);
    };
  }, [isActive, video]);

  return failure;
}
