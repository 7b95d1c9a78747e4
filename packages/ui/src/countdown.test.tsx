import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, useCountdown } from './countdown';

const START = Date.parse('2026-03-01T08:00:00+07:00');
const SECOND = 1_000;
const DAY = 86_400 * SECOND;

/** "02 Jam 03 Menit 04 Detik"-style reading of the rendered boxes. */
function shown(container: HTMLElement = document.body): string {
  return [...container.querySelectorAll('[data-unit]')]
    .map((box) => [...box.children].map((child) => child.textContent).join(' '))
    .join(' ');
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('shows days, hours, minutes and seconds padded to two digits', () => {
    render(<Countdown targetMs={START + DAY + 2 * 3_600_000 + 3 * 60_000 + 4 * SECOND} />);
    expect(screen.getByRole('timer', { name: 'Hitung mundur' })).toBeTruthy();
    expect(shown()).toBe('01 Hari 02 Jam 03 Menit 04 Detik');
  });

  it('hides days when there are none', () => {
    render(<Countdown targetMs={START + 5 * SECOND} />);
    expect(shown()).toBe('00 Jam 00 Menit 05 Detik');
  });

  it('ticks every second and drops the day box when it reaches zero', () => {
    render(<Countdown targetMs={START + DAY + 2 * SECOND} />);
    expect(shown()).toBe('01 Hari 00 Jam 00 Menit 02 Detik');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(shown()).toBe('01 Hari 00 Jam 00 Menit 01 Detik');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(shown()).toBe('01 Hari 00 Jam 00 Menit 00 Detik');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(shown()).toBe('23 Jam 59 Menit 59 Detik');
  });

  it('fires onFinished exactly once when the target passes', () => {
    const onFinished = vi.fn();
    const { rerender } = render(
      <Countdown targetMs={START + 2 * SECOND} onFinished={onFinished} />,
    );
    act(() => vi.advanceTimersByTime(2 * SECOND - 1));
    expect(onFinished).not.toHaveBeenCalled();
    expect(shown()).toBe('00 Jam 00 Menit 01 Detik');
    act(() => vi.advanceTimersByTime(1));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('00 Jam 00 Menit 00 Detik');

    act(() => vi.advanceTimersByTime(10 * SECOND));
    rerender(<Countdown targetMs={START + 2 * SECOND} onFinished={onFinished} label="Lagi" />);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires once at mount when the target is already past, also in StrictMode', () => {
    const onFinished = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Countdown targetMs={START - SECOND} onFinished={onFinished} />
      </StrictMode>,
    );
    expect(onFinished).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    rerender(
      <StrictMode>
        <Countdown targetMs={START - SECOND} onFinished={later} />
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
  });

  it('renders the server markup from initialNow and hydrates without a mismatch', () => {
    const target = START + 10 * SECOND;
    const onFinished = vi.fn();
    const element = (
      <Countdown targetMs={target} initialNow={START - 20 * SECOND} onFinished={onFinished} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    expect(shown(container)).toBe('00 Jam 00 Menit 30 Detik');

    document.body.append(container);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, element);
    });
    try {
      // The browser clock takes over in the first effect.
      expect(shown(container)).toBe('00 Jam 00 Menit 10 Detik');
      expect(onFinished).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('does not fire while only the server time says the target passed', () => {
    const onFinished = vi.fn();
    render(
      <Countdown
        targetMs={START + 3 * SECOND}
        initialNow={START + 60 * SECOND}
        onFinished={onFinished}
      />,
    );
    expect(onFinished).not.toHaveBeenCalled();
    expect(shown()).toBe('00 Jam 00 Menit 03 Detik');
    act(() => vi.advanceTimersByTime(3 * SECOND));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });
});

describe('useCountdown', () => {
  it('reads an injected clock and reports the time left', () => {
    let clock = 1_000_000;
    const { result } = renderHook(() =>
      useCountdown(1_000_000 + 90 * SECOND, { now: () => clock }),
    );
    expect(result.current.remainingMs).toBe(90 * SECOND);
    expect(result.current.parts.map((p) => p.value)).toEqual(['00', '01', '30']);
    clock += 30 * SECOND;
    act(() => vi.advanceTimersByTime(SECOND));
    expect(result.current.remainingMs).toBe(60 * SECOND);
    expect(result.current.finished).toBe(false);
  });

  it('wakes on whole seconds of the remaining time', () => {
    const { result } = renderHook(() => useCountdown(START + 2_500));
    expect(result.current.parts.at(-1)?.value).toBe('03');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.parts.at(-1)?.value).toBe('02');
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.finished).toBe(true);
  });

  it('treats an invalid target as finished', () => {
    const onFinished = vi.fn();
    const { result } = renderHook(() => useCountdown(Number.NaN, { onFinished }));
    expect(result.current).toMatchObject({ finished: true, remainingMs: 0 });
    expect(onFinished).toHaveBeenCalledTimes(1);
  });
});
