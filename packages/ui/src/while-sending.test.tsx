import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { whileSending } from './while-sending';

/** A form that counts its submissions and stays busy until the test answers. */
function SlowForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [isBusy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitted();
        setBusy(true);
      }}
    >
      <label>
        Nama <input name="nama" />
      </label>
      <button type="submit" {...whileSending(isBusy)}>
        {isBusy ? 'Mengirim…' : 'Kirim'}
      </button>
      <button type="button" onClick={() => setBusy(false)}>
        Jawab
      </button>
    </form>
  );
}

describe('whileSending', () => {
  it('keeps a busy submit button focusable, says it is unavailable and ignores further presses', () => {
    let submitted = 0;
    render(<SlowForm onSubmitted={() => (submitted += 1)} />);
    const button = screen.getByRole('button', { name: 'Kirim' });
    button.focus();
    fireEvent.click(button);
    expect(submitted).toBe(1);

    expect(button.textContent).toBe('Mengirim…');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(submitted).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Jawab' }));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(submitted).toBe(2);
  });

  it("runs a button's own action only while nothing is being sent", () => {
    const presses: string[] = [];
    const { rerender } = render(
      <button type="button" {...whileSending(false, () => presses.push('idle'))}>
        Muat lagi
      </button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
    rerender(
      <button type="button" {...whileSending(true, () => presses.push('busy'))}>
        Muat lagi
      </button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
    expect(presses).toEqual(['idle']);
  });
});
