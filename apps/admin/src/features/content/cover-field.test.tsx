// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoverField } from './cover-field';

afterEach(cleanup);

describe('CoverField', () => {
  it('refuses a non-image named fake.png at once, without a preview', async () => {
    const onChange = vi.fn();
    render(<CoverField currentUrl={null} change={{ kind: 'keep' }} onChange={onChange} />);
    const input = screen.getByLabelText('Gambar sampul');
    const fake = new File(['ini teks, bukan gambar'], 'fake.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [fake] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Berkas bukan gambar JPEG, PNG, atau WebP yang valid',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
