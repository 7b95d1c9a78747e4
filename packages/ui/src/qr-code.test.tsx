import { render, screen, waitFor } from '@testing-library/react';
import { toString as renderQrSvg } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

const TEXT = 'SBCREG:AB12CD34EF56';

/** qrcode's own SVG for `text`, as the DOM writes it back (`<path></path>`, not `<path/>`). */
async function expectedSvg(text: string): Promise<string> {
  const parsed = document.createElement('div');
  parsed.innerHTML = await renderQrSvg(text, { type: 'svg', margin: 1 });
  return parsed.innerHTML;
}

describe('QrCode', () => {
  it('draws the SVG that qrcode makes for the text, under its label', async () => {
    render(<QrCode text={TEXT} label="Kode QR registrasi AB12CD34EF56" />);
    const box = screen.getByRole('img', { name: 'Kode QR registrasi AB12CD34EF56' });
    expect(box.style.width).toBe('200px');
    await waitFor(() => expect(box.getAttribute('data-state')).toBe('ready'));
    // The dark modules are the path's `d`: the same drawing means the same encoded text.
    expect(box.querySelector('svg path[stroke="#000000"]')?.getAttribute('d')).toMatch(
      /^M1 1\.5h7/,
    );
    expect(box.innerHTML).toBe(await expectedSvg(TEXT));
  });

  it('draws again when the text changes, never showing the old code', async () => {
    const { rerender } = render(<QrCode text={TEXT} label="Kode QR" size={160} />);
    const box = screen.getByRole('img', { name: 'Kode QR' });
    await waitFor(() => expect(box.getAttribute('data-state')).toBe('ready'));
    rerender(<QrCode text="SBCREG:ZZ99" label="Kode QR" size={160} />);
    expect(box.querySelector('svg')).toBeNull();
    const expected = await expectedSvg('SBCREG:ZZ99');
    await waitFor(() => expect(box.innerHTML).toBe(expected));
    expect(expected).not.toBe(await expectedSvg(TEXT));
  });

  it('says so when the text is too long for a QR code', async () => {
    render(<QrCode text={'x'.repeat(8000)} label="Kode QR" />);
    expect(await screen.findByText('Kode QR tidak dapat dibuat')).toBeTruthy();
  });
});
