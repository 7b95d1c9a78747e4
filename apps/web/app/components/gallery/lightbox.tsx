import { Dialog } from '@sbc/ui/dialog';
import { useEffect, useEffectEvent } from 'react';
import { type GalleryPhoto, photoCounter, stepIndex } from '../../lib/engagement-gallery';
import { ChevronLeftIcon, ChevronRightIcon } from '../engagement/engagement-icons';
import { useSwipe } from './use-swipe';

export interface LightboxProps {
  title: string;
  photos: GalleryPhoto[];
  /** The photo shown, or `null` when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const navButton =
  'bg-surface/90 text-brand-900 hover:bg-surface absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition';

/**
 * An album's photos one at a time in a modal (Radix Dialog: focus trap, Escape, focus back to the
 * photo), with previous and next buttons, the arrow keys, swipes, the caption and "3 / 6".
 */
export function Lightbox({ title, photos, index, onIndexChange }: LightboxProps) {
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index !== null) onIndexChange(stepIndex(index, step, count));
  };
  const swipe = useSwipe(go);
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  });

  const isOpen = photo !== undefined;
  useEffect(() => {
    if (!isOpen) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : onIndexChange(null))}
      title={title}
      className="max-w-5xl! p-4! sm:p-6!"
    >
      {photo && index !== null ? (
        <figure>
          <div {...swipe} className="bg-brand-950 relative touch-pan-y overflow-hidden rounded-xl select-none">
            <img
              key={photo.id}
              src={photo.src}
              srcSet={photo.srcset}
              sizes="(min-width: 1024px) 960px, 100vw"
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              draggable={false}
              className="animate-fade-in mx-auto max-h-[68vh] w-auto object-contain"
            />
            {count > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} aria-label="Foto sebelumnya" className={`${navButton} left-3`}>
                  <ChevronLeftIcon className="size-6" />
                </button>
                <button type="button" onClick={() => go(1)} aria-label="Foto berikutnya" className={`${navButton} right-3`}>
                  <ChevronRightIcon className="size-6" />
                </button>
              </>
            ) : null}
          </div>
          <figcaption className="mt-4 flex items-start justify-between gap-4">
            <span className="text-ink">{photo.caption || photo.alt}</span>
            <span aria-live="polite" className="bg-brand-50 text-brand-800 shrink-0 rounded-full px-3 py-1 text-sm font-semibold tabular-nums">
              <span className="sr-only">Foto </span>
              {photoCounter(index, count)}
            </span>
          </figcaption>
        </figure>
      ) : null}
    </Dialog>
  );
}
