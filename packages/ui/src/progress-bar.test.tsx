import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from './progress-bar';

function bar() {
  return screen.queryByRole('progressbar', { name: 'Memuat halaman' });
}

function percent(): number {
  return Number(bar()?.getAttribute('aria-valuenow'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RouteProgress', () => {
  it('renders nothing while idle', () => {
    const { container } = render(<RouteProgress active={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('appears only after the 200 ms throttle', () => {
    render(<RouteProgress active />);
    act(() => vi.advanceTimersByTime(199));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    expect(percent()).toBe(10);
  });

  it('never shows for a load shorter than the throttle', () => {
    const { rerender } = render(<RouteProgress active={false} />);
    rerender(<RouteProgress active />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<RouteProgress active={false} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(bar()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('creeps towards 90 % over 5 s and stops there', () => {
    render(<RouteProgress active />);
    act(() => vi.advanceTimersByTime(200));
    const seen: number[] = [];
    for (let t = 0; t < 6_000; t += 1_000) {
      act(() => vi.advanceTimersByTime(1_000));
      seen.push(percent());
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[0]).toBeGreaterThan(10);
    expect(seen[3]).toBeLessThan(90);
    expect(seen.at(-1)).toBe(90);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('completes to 100 % and fades out when loading ends', () => {
    const { rerender } = render(<RouteProgress active />);
    act(() => vi.advanceTimersByTime(1_000));
    rerender(<RouteProgress active={false} />);
    expect(bar()?.getAttribute('data-state')).toBe('complete');
    expect(percent()).toBe(100);
    expect((bar()?.firstElementChild as HTMLElement).style.width).toBe('100%');
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });

  it('restarts at once when a new load begins while fading out', () => {
    const { rerender } = render(<RouteProgress active />);
    act(() => vi.advanceTimersByTime(1_000));
    rerender(<RouteProgress active={false} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<RouteProgress active />);
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    expect(percent()).toBe(10);
  });
});
