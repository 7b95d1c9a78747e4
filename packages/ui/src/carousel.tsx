import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { CAROUSEL } from '@sbc/format/constants';
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

/**
 * Room around a card row for what the cards draw outside their box (the 1 px ring, the small
 * shadow, the 3 px focus outline 2 px off): a scrolling row clips all of it at its padding edge,
 * so the first and last visible cards lost a sliver at their sides and top. 6 px of padding, taken
 * back by a negative margin, keeps the cards where they were; the scroll padding keeps snapping
 * to the cards' edge, not the padding's (else the row would snap 6 px to the left at load).
 */
const CARD_ROOM_CLASS = '-mx-1.5 -mt-1.5 px-1.5 pt-1.5 scroll-px-1.5';

// Room under card rows for the scrollbar; the banner runs edge to edge.
const ROW_PADDING_CLASS: Record<CarouselVariant, string> = {
  banner: '',
  cards: `pb-3 ${CARD_ROOM_CLASS}`,
  menu: `pb-3 ${CARD_ROOM_CLASS}`,
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
          // The card fills its slide whatever its content (a card without a picture too).
          className={cx('flex shrink-0 snap-start *:w-full', SLIDE_WIDTH_CLASS[variant])}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** What {@link Carousel} hands Swiper when it takes over from the scrolling row. */
export interface SwiperStart {
  /** The slide the row was scrolled to, so taking over moves nothing. */
  initialSlide: number;
  /** Glide to the next slide at once: the banner's first autoplay change, now due. */
  advance: boolean;
}

// Swiper and its CSS load only when a page shows a carousel, after hydration.
const SwiperCarousel = lazy(() => import('./swiper-carousel')) as unknown as ComponentType<
  CarouselProps<unknown> & { start: SwiperStart }
>;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The slide whose left edge is nearest the row's scroll position. */
function visibleSlide(region: HTMLElement | null): number {
  const list = region?.querySelector('ul');
  if (!list) return 0;
  const slides = Array.from(list.children) as HTMLElement[];
  const left = list.scrollLeft + (slides[0]?.offsetLeft ?? 0);
  let nearest = 0;
  slides.forEach((slide, index) => {
    if (Math.abs(slide.offsetLeft - left) < Math.abs((slides[nearest]?.offsetLeft ?? 0) - left))
      nearest = index;
  });
  return nearest;
}

/**
 * When Swiper should take over the row (null until then): when a mouse pointer reaches it, or,
 * for an autoplaying banner, when its first slide change is due (and focus is not inside). Touch and keyboard need nothing
 * more than the row itself (it scrolls and snaps; Tab reaches every link), and swapping the DOM
 * under a finger or a focused link would lose the gesture or the focus.
 */
function useSwiperStart(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  isBanner: boolean,
): SwiperStart | null {
  const [start, setStart] = useState<SwiperStart | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || start || !element) return;
    const begin = (advance: boolean) => setStart({ initialSlide: visibleSlide(element), advance });
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') begin(false);
    };
    // The autoplay change waits while keyboard focus is inside: it starts once focus moves out
    // (not when the window merely loses focus, which leaves the link focused on return).
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node ? !element.contains(to) : document.hasFocus()) begin(true);
    };
    const autoplayDue = () => {
      if (element.contains(document.activeElement))
        element.addEventListener('focusout', onFocusOut);
      else begin(true);
    };
    element.addEventListener('pointerenter', onPointer);
    const timer =
      isBanner && !prefersReducedMotion()
        ? setTimeout(autoplayDue, CAROUSEL.bannerAutoplayMs)
        : undefined;
    return () => {
      element.removeEventListener('pointerenter', onPointer);
      element.removeEventListener('focusout', onFocusOut);
      clearTimeout(timer);
    };
  }, [ref, enabled, isBanner, start]);
  return start;
}

/**
 * A carousel of SPEC section 2 (banner, cards, menu). The server and the first client render
 * show a horizontally scrolling list of every slide (snapping, so it swipes like a carousel);
 * Swiper, loaded lazily, takes over with arrows, keyboard control and, for the banner, autoplay
 * every 10 s - only once it is wanted (see `useSwiperStart`): starting it replaces the row's DOM
 * and measures every slide, about 70 ms per carousel on a fast laptop, which at load was most of
 * the home page's main-thread work after the first paint (and, for rows scrolled into view, a
 * stutter while scrolling).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const isBanner = props.variant === 'banner';
  // Effects run only in the browser once the carousel is hydrated: nothing more to wait for (a
  // "hydrated" flag would re-render every slide, synchronously, right after hydration).
  const start = useSwiperStart(ref, props.items.length > 1, isBanner);
  const row = <ScrollRow {...props} />;
  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription="korsel"
      aria-label={props.label}
      className={cx('relative', props.className)}
    >
      {start ? (
        <Suspense fallback={row}>
          <SwiperCarousel {...(props as CarouselProps<unknown>)} start={start} />
        </Suspense>
      ) : (
        row
      )}
    </div>
  );
}
