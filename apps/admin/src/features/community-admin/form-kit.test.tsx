// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../components/text-field';
import { ToastProvider } from '../../components/toast';
import { FormDialog, MoveButtons, useApiAction, withoutField } from './form-kit';

afterEach(cleanup);

function SeatsForm({ refused }: { refused: ApiError }) {
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

const badSeats = new ApiError('seats: Minimal 1 kursi', {
  status: 400,
  httpStatus: 400,
  errors: [{ field: 'seats', message: 'Minimal 1 kursi' }],
  body: null,
});

describe('useApiAction', () => {
  it('puts a 400 message under its field and never shows the field name in the toast', async () => {
    render(
      <ToastProvider>
        <SeatsForm refused={badSeats} />
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

  it("toasts the API's own reason for a 403, not only that access was refused", async () => {
    const msg = 'Anda hanya dapat mengubah data chapter Anda sendiri';
    const forbidden = new ApiError(msg, {
      status: 403,
      httpStatus: 403,
      body: { status: 403, msg, data: null },
    });
    render(
      <ToastProvider>
        <SeatsForm refused={forbidden} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(msg);
  });
});

const twoFields = new ApiError('Periksa kembali isian', {
  status: 400,
  httpStatus: 400,
  errors: [
    { field: 'title', message: 'Judul wajib diisi' },
    { field: 'seats', message: 'Minimal 1 kursi' },
  ],
  body: null,
});

function EventDialog() {
  const { busy, errors, run, forgetChangedField } = useApiAction();
  return (
    <FormDialog
      open
      onClose={() => undefined}
      title="Ubah event"
      busy={busy}
      onInput={forgetChangedField}
      onSubmit={() => run(() => Promise.reject(twoFields))}
    >
      <TextField name="title" label="Judul" error={errors.title} />
      <TextField name="seats" label="Jumlah kursi" error={errors.seats} />
    </FormDialog>
  );
}

describe('a field changed after a refusal', () => {
  it('loses its own message at once; the fields not yet changed keep theirs', async () => {
    render(
      <ToastProvider>
        <EventDialog />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Judul wajib diisi')).toBeTruthy();
    expect(screen.getByText('Minimal 1 kursi')).toBeTruthy();
    const title = screen.getByLabelText('Judul');
    expect(title.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(title, { target: { value: 'Kajian Subuh' } });
    expect(screen.queryByText('Judul wajib diisi')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Minimal 1 kursi')).toBeTruthy();
    expect(screen.getByLabelText('Jumlah kursi').getAttribute('aria-invalid')).toBe('true');
  });

  it('withoutField keeps the same errors object when the field had no error', () => {
    const errors = { title: 'Wajib diisi', 'speakers.0.name': 'Nama pembicara wajib diisi' };
    expect(withoutField(errors, 'speakers.0.name')).toEqual({ title: 'Wajib diisi' });
    expect(withoutField(errors, 'slug')).toBe(errors);
    expect(Object.keys(errors)).toEqual(['title', 'speakers.0.name']);
  });
});

describe('MoveButtons', () => {
  function renderMoves(index: number, isBusy: boolean) {
    const moves: number[] = [];
    render(
      <MoveButtons
        label="Foto 2"
        index={index}
        count={3}
        isBusy={isBusy}
        onMove={(step) => moves.push(step)}
      />,
    );
    return {
      moves,
      up: screen.getByRole('button', { name: 'Pindahkan Foto 2 ke atas' }),
      down: screen.getByRole('button', { name: 'Pindahkan Foto 2 ke bawah' }),
    };
  }

  it('keeps the pressed button focused and ignores presses while a move is saved', () => {
    const { moves, up, down } = renderMoves(1, true);
    up.focus();
    fireEvent.click(up);
    fireEvent.click(down);
    expect(moves).toEqual([]);
    expect(up.hasAttribute('disabled')).toBe(false);
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(up);
  });

  it('moves when idle, and cannot move the first item further up', () => {
    const { moves, up, down } = renderMoves(0, false);
    expect(up.hasAttribute('disabled')).toBe(true);
    fireEvent.click(down);
    expect(moves).toEqual([1]);
  });
});
