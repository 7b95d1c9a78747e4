import { CAROUSEL } from '@sbc/format/constants';
import { useState } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import type { CarouselProps, CarouselVariant, SwiperStart } from './carousel';
import { cx } from './class-names';

/** Arrow and dot clicks move quickly; the banner's own 5 s glide is for autoplay. */
const BUTTON_SPEED_MS = 500;
const CARD_SPEED_MS = 400;

const SLIDES_WIDE: Record<CarouselVariant, number> = {
  banner: 1,
  cards: CAROUSEL.slidesWide,
  menu: CAROUSEL.menuSlidesWide,
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function optionsFor(variant: CarouselVariant, autoplay: boolean): SwiperOptions {
  if (variant === 'banner') {
    return {
      slidesPerView: 1,
      spaceBetween: 16,
      speed: CAROUSEL.bannerSpeedMs,
      rewind: true,
      autoplay: autoplay
        ? { delay: CAROUSEL.bannerAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        : false,
    };
  }
  return {
    slidesPerView: CAROUSEL.slidesNarrow,
    spaceBetween: 16,
    speed: CARD_SPEED_MS,
    // Swiper's breakpoints are min-widths: from 991 px the wide count, below it two slides.
    breakpoints: { [CAROUSEL.narrowBelowPx]: { slidesPerView: SLIDES_WIDE[variant] } },
  };
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5" fill="currentColor">
      <path
        d={
          direction === 'left'
            ? 'M12.7 4.3a1 1 0 0 1 0 1.4L8.42 10l4.3 4.3a1 1 0 0 1-1.42 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.41 0Z'
            : 'M7.3 4.3a1 1 0 0 0 0 1.4L11.58 10l-4.3 4.3a1 1 0 0 0 1.42 1.4l5-5a1 1 0 0 0 0-1.4l-5-5a1 1 0 0 0-1.41 0Z'
        }
      />
    </svg>
  );
}

const arrowClass =
  'bg-surface text-brand ring-line hover:bg-brand-50 inline-flex h-10 w-10 items-center justify-center rounded-full shadow ring-1 disabled:cursor-not-allowed disabled:opacity-40';

/** Swiper behind {@link Carousel}; loaded lazily, only in the browser. */
export default function SwiperCarousel({
  items,
  itemKey,
  renderItem,
  variant = 'cards',
  label,
  start = { initialSlide: 0, advance: false },
}: CarouselProps<unknown> & { start?: SwiperStart }) {
  const isBanner = variant === 'banner';
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState({ index: 0, isBeginning: true, isEnd: false });
  const [canAutoplay] = useState(() => isBanner && !prefersReducedMotion());
  const [playing, setPlaying] = useState(canAutoplay);

  const track = (s: SwiperInstance) =>
    setPosition({ index: s.realIndex, isBeginning: s.isBeginning, isEnd: s.isEnd });

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  const controls = (
    <>
      <button
        type="button"
        className={arrowClass}
        aria-label={`Sebelumnya: ${label}`}
        disabled={!swiper || (!isBanner && position.isBeginning)}
        onClick={() => swiper?.slidePrev(BUTTON_SPEED_MS)}
      >
        <ArrowIcon direction="left" />
      </button>
      <button
        type="button"
        className={arrowClass}
        aria-label={`Berikutnya: ${label}`}
        disabled={!swiper || (!isBanner && position.isEnd)}
        onClick={() => swiper?.slideNext(BUTTON_SPEED_MS)}
      >
        <ArrowIcon direction="right" />
      </button>
    </>
  );

  return (
    <>
      <Swiper
        modules={[A11y, Keyboard, ...(canAutoplay ? [Autoplay] : [])]}
        {...optionsFor(variant, canAutoplay)}
        initialSlide={start.initialSlide}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          // Indonesian words for screen readers; the region around Swiper already says "korsel".
          slideLabelMessage: '{{index}} dari {{slidesLength}}',
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: 'salindia',
        }}
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
          // Started by the banner's first autoplay change: make that change now.
          if (start.advance) s.slideNext();
        }}
        onSlideChange={track}
        onBreakpoint={track}
        onReachEnd={track}
        onReachBeginning={track}
        // The scrolling row's room for the cards' ring, shadow and focus outline, here on all four
        // sides (Swiper clips at its padding edge too); `!` because swiper.css, unlayered, sets
        // `.swiper { padding: 0; margin: auto }` over Tailwind's utilities.
        className={cx(!isBanner && '-m-1.5! p-1.5!')}
      >
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item)} className="flex! h-auto! *:w-full">
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>

      {isBanner ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-4 z-10 flex items-center justify-center gap-3 px-4">
          <div className="pointer-events-auto flex items-center rounded-full bg-black/35 px-2 py-0.5 backdrop-blur-sm">
            {items.map((item, index) => (
              // A 24 px target around the small dot (WCAG 2.5.8 target size).
              <button
                key={itemKey(item)}
                type="button"
                aria-label={`Salindia ${index + 1} dari ${items.length}`}
                aria-current={position.index === index ? 'true' : undefined}
                onClick={() => swiper?.slideTo(index, BUTTON_SPEED_MS)}
                className="group inline-flex h-6 min-w-6 items-center justify-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'block h-2.5 rounded-full transition-all',
                    position.index === index
                      ? 'w-6 bg-white'
                      : 'w-2.5 bg-white/60 group-hover:bg-white',
                  )}
                />
              </button>
            ))}
            {canAutoplay ? (
              <button
                type="button"
                onClick={togglePlaying}
                aria-label={playing ? 'Jeda pergantian otomatis' : 'Lanjutkan pergantian otomatis'}
                className="ml-1 inline-flex h-6 w-6 items-center justify-center rounded-full text-white hover:bg-white/20"
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
                  {playing ? (
                    <path d="M6 4h3v12H6zM11 4h3v12h-3z" />
                  ) : (
                    <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5Z" />
                  )}
                </svg>
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      {isBanner ? (
        <div className="pointer-events-none absolute inset-x-2 inset-y-0 z-10 hidden items-center justify-between md:flex [&>button]:pointer-events-auto">
          {controls}
        </div>
      ) : (
        <div className="mt-3 flex justify-end gap-2">{controls}</div>
      )}
    </>
  );
}
