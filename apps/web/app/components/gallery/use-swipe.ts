import { useRef, type PointerEvent } from 'react';
import { swipeStep } from '../../lib/engagement-gallery';

/**
 * Pointer handlers that turn a horizontal swipe (touch, pen or mouse drag) into a step:
 * left for the next photo, right for the previous. Put `touch-pan-y` on the element so the
 * browser leaves horizontal gestures to us and still scrolls vertically.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
