import { type RefObject, useEffect, useState } from 'react';
import { CAMERA_UNSUPPORTED_MESSAGE, cameraErrorMessage } from './camera-errors';

/** Where the camera is: asking for permission, showing frames, or refused with a reason. */
export type CameraState =
  { status: 'starting' } | { status: 'ready' } | { status: 'error'; message: string };

function canUseCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * Streams the back camera (`facingMode: environment`) into `video` while the component is
 * mounted, and stops every track when it unmounts (the dialog closes), so the camera light
 * goes out at once.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>): CameraState {
  const [isSupported] = useState(canUseCamera);
  const [state, setState] = useState<CameraState>({ status: 'starting' });

  useEffect(() => {
    if (!isSupported) return;
    let stream: MediaStream | null = null;
    let isCancelled = false;
    const element = video.current;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        if (isCancelled) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        if (element) {
          element.srcObject = opened;
          // Autoplay of a muted, inline video is allowed; a refusal still shows the first frame.
          await element.play().catch(() => undefined);
        }
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (!isCancelled) setState({ status: 'error', message: cameraErrorMessage(error) });
      });
    return () => {
      isCancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, [isSupported, video]);

  return isSupported ? state : { status: 'error', message: CAMERA_UNSUPPORTED_MESSAGE };
}
