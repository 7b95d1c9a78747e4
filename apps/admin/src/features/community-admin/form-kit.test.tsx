// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../components/text-field';
import { ToastProvider } from '../../components/toast';
import { useApiAction } from './form-kit';

afterEach(cleanup);

function SeatsForm() {
  const { errors, run } = useApiAction();
  return (
    <>
      <TextField name="seats" label="Jumlah kursi" error={errors.seats} />
      <button type="button" onClick={() => void run(() => Promise.reject(refused))}>
        Simpan
      </button>
    </>
  );
}

const refused = new ApiError('seats: Minimal 1 kursi', {
  status: 400,
  httpStatus: 400,
  errors: [{ field: 'seats', message: 'Minimal 1 kursi' }],
  body: null,
});

describe('useApiAction', () => {
  it('puts a 400 message under its field and never shows the field name in the toast', async () => {
    render(
      <ToastProvider>
        <SeatsForm />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const toast = await screen.findByRole('alert');
    const field = screen.getByLabelText('Jumlah kursi');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Minimal 1 kursi');
    expect(toast.textContent).toContain('Periksa kembali isian yang ditandai');
    expect(toast.textContent).toContain('Minimal 1 kursi');
    expect(toast.textContent).not.toContain('seats');
  });
});
