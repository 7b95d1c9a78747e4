import { MOBILE_BREAKPOINT_PX } from '@sbc/format/constants';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useLocation, type Location } from 'react-router';

const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

/** The links inside a disclosure's panel, in order. */
function panelLinks(root: HTMLElement | null, panelId: string): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(`#${panelId} a`) ?? []);
}

export interface NavDisclosureProps {
  /** Id of the panel, for `aria-controls`. */
  panelId: string;
  /** Content of the toggle button (its text is the accessible name unless `buttonLabel` is set). */
  button: ReactNode;
  buttonLabel?: string;
  buttonClassName: string;
  panelClassName: string;
  className?: string;
  /** Something shown before the button, such as the Blog link beside its mega-menu toggle. */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * A navbar dropdown as a disclosure (button with `aria-expanded` and a panel): Enter, Space or
 * ArrowDown open it, the arrow keys move through its links, Escape closes it and returns focus
 * to the button. On wide screens it also opens on mouse hover. It is open only for the location
 * it was opened on, so every route change closes it, Back included (a new location, an old key).
 */
export function NavDisclosure({
  panelId,
  button,
  buttonLabel,
  buttonClassName,
  panelClassName,
  className,
  before,
  children,
}: NavDisclosureProps) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<Location | null>(null);
  const open = openAt === location;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  const focusFirstOnOpen = useRef(false);

  const setOpen = (value: boolean) => setOpenAt(value ? location : null);

  const links = () => panelLinks(rootRef.current, panelId);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelLinks(rootRef.current, panelId)[0]?.focus();
    }
    // A tap or click anywhere else closes the panel (Safari does not focus buttons on click,
    // so blur alone is not enough).
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    // Escape closes a panel opened by hovering too, wherever focus is (WCAG 1.4.13).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, panelId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.target === buttonRef.current) {
      event.preventDefault();
      if (open) links()[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        setOpen(true);
      }
      return;
    }
    const items = links();
    const index = items.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  const isWideMouse = (event: PointerEvent) =>
    event.pointerType === 'mouse' && window.matchMedia(WIDE_QUERY).matches;

  return (
    <div
      ref={rootRef}
      className={className}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onPointerEnter={(event) => {
        if (!isWideMouse(event) || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!isWideMouse(event)) return;
        openedByHover.current = false;
        if (open) setOpen(false);
      }}
    >
      {before}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        className={buttonClassName}
        onClick={() => {
          // A mouse that opened the panel by hovering expects the click to keep it open.
          if (openedByHover.current && open) openedByHover.current = false;
          else setOpen(!open);
        }}
      >
        {button}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
