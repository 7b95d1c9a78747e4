import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from './class-names';

/**
 * `banner`: one full-width slide, autoplay. `cards`: 4 slides wide, 2 under 991 px.
 * `menu`: 5 slides wide, 2 under 991 px (SPEC section 9, `CAROUSEL` in @sbc/format).
 */
export type CarouselVariant = 'banner' | 'cards' | 'menu';

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  variant?: CarouselVariant;
  /** Accessible name of the carousel region, e.g. "Event mendatang". */
  label: string;
  className?: string;
}

// Widths that match Swiper's slidesPerView with a 1rem gap, so the switch from the server's
// scroll row to Swiper does not move anything. Written out in full for Tailwind's scanner.
export const SLIDE_WIDTH_CLASS: Record<CarouselVariant, string> = {
  banner: 'w-full',
  cards: 'w-[calc((100%-1rem)/2)] min-[991px]:w-[calc((100%-3rem)/4)]',
  menu: 'w-[calc((100%-1rem)/2)] min-[991px]:w-[calc((100%-4rem)/5)]',
};

// Room under card rows for the scrollbar; the banner runs edge to edge.
const ROW_PADDING_CLASS: Record<CarouselVariant, string> = {
  banner: '',
  cards: 'pb-3',
  menu: 'pb-3',
};

/**
 * What the server renders and what shows until Swiper has loaded: the same slides in a row
 * that scrolls sideways, so the content is complete without JavaScript.
 */
function ScrollRow<T>({ items, itemKey, renderItem, variant = 'cards' }: CarouselProps<T>) {
  return (
    <ul
      // A thin scrollbar: visible enough to show the row scrolls, quiet enough not to distract.
      className={cx(
        'flex snap-x snap-mandatory [scrollbar-width:thin] gap-4 overflow-x-auto overscroll-x-contain',
        ROW_PADDING_CLASS[variant],
      )}
    >
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          className={cx('flex shrink-0 snap-start', SLIDE_WIDTH_CLASS[variant])}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

// Swiper and its CSS load only when a page shows a carousel, after hydration.
const SwiperCarousel = lazy(() => import('./swiper-carousel')) as unknown as ComponentType<
  CarouselProps<unknown>
>;

const subscribeNever = () => () => {};

/** False on the server and during hydration, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Whether the element has come near the viewport (once true, it stays true). Without
 * IntersectionObserver it answers true at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near || (enabled && typeof IntersectionObserver === 'undefined');
}

/**
 * A carousel of SPEC section 2 (banner, cards, menu). The server and the first client render
 * show a horizontally scrolling list of every slide; after hydration Swiper is loaded lazily and
 * takes over with arrows, keyboard control and, for the banner, autoplay every 10 s. Card and
 * menu rows wait until they come near the viewport, so a page does not start every carousel it
 * has while it loads (the banner, at the top, starts at once).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const isBanner = props.variant === 'banner';
  const near = useNearViewport(ref, hydrated && !isBanner);
  const row = <ScrollRow {...props} />;
  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={props.label}
      className={cx('relative', props.className)}
    >
      {hydrated && (isBanner || near) && props.items.length > 1 ? (
        <Suspense fallback={row}>
          <SwiperCarousel {...(props as CarouselProps<unknown>)} />
        </Suspense>
      ) : (
        row
      )}
    </div>
  );
}
