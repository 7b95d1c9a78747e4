import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, TimedDialog, useTimedDialog } from './dialog';

function ControlledDialog({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Judul dialog" description={description}>
        <p>Isi dialog</p>
      </Dialog>
    </>
  );
}

function NewsletterNotice() {
  const notice = useTimedDialog();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          notice.show({
            title: 'Success',
            description: 'Terima kasih telah mendaftar.',
            tone: 'success',
          })
        }
      >
        Kirim
      </button>
      <TimedDialog {...notice.dialogProps} />
    </>
  );
}

describe('Dialog', () => {
  it('opens with its title, description and content, and closes with the Tutup button', () => {
    render(<ControlledDialog description="Keterangan singkat" />);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog', { name: 'Judul dialog' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Keterangan singkat')).toBeTruthy();
    expect(screen.getByText('Isi dialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends focus where it is told once closed by its timer, and marks a title in another language', () => {
    vi.useFakeTimers();
    function Notice() {
      const field = useRef<HTMLInputElement>(null);
      const [open, setOpen] = useState(true);
      return (
        <>
          <input ref={field} aria-label="Email" />
          <TimedDialog
            open={open}
            onOpenChange={setOpen}
            title="Success"
            titleLang="en"
            returnFocusTo={field}
          />
        </>
      );
    }
    render(<Notice />);
    expect(screen.getByRole('heading', { name: 'Success' }).getAttribute('lang')).toBe('en');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix moves focus on the next tick after the content unmounts.
    act(() => {
      vi.advanceTimersByTime(10);
    });
    vi.useRealTimers();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('closes on Escape', () => {
    render(<ControlledDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no description wiring (and no Radix warning) without a description', () => {
    const warn = vi.spyOn(console, 'warn');
    render(<Dialog open onOpenChange={() => undefined} title="Tanpa keterangan" />);
    expect(screen.getByRole('dialog').hasAttribute('aria-describedby')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('TimedDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to close itself after 3 seconds', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    render(<TimedDialog open onOpenChange={onOpenChange} title="Success" />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('honours a custom duration', () => {
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    render(<TimedDialog open onOpenChange={onOpenChange} title="Error" durationMs={500} />);
    act(() => vi.advanceTimersByTime(500));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('useTimedDialog shows the content and hides it 3 seconds later, every time', () => {
    vi.useFakeTimers();
    render(<NewsletterNotice />);
    for (let round = 0; round < 2; round += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
      expect(screen.getByRole('dialog', { name: 'Success' }).textContent).toContain(
        'Terima kasih telah mendaftar.',
      );
      act(() => vi.advanceTimersByTime(2_000));
      expect(screen.queryByRole('dialog')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
