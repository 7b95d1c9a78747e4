// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import type { CommunityChapter } from '@sbc/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { adminApi } from '../../lib/api';
import { ChapterDialog } from './chapter-dialog';
import { useApiAction } from './form-kit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PHONE_RULE = 'Nomor telepon hanya angka, spasi, tanda kurung, tanda hubung, atau +';

const BALIKPAPAN: CommunityChapter = {
  id: 5,
  slug: 'balikpapan',
  name: 'SBC Chapter Balikpapan',
  city: 'Balikpapan',
  province: 'Kalimantan Timur',
  address: 'Jl. Jenderal Sudirman 5',
  phone: '0542-741123',
  email: null,
  instagram: null,
  description: '',
  sort_order: 4,
  board_count: 0,
};

function EditBalikpapan({ onClose }: { onClose: () => void }) {
  const action = useApiAction();
  return (
    <ChapterDialog
      editing={{ chapter: BALIKPAPAN }}
      action={action}
      onClose={onClose}
      onSaved={() => Promise.resolve()}
    />
  );
}

describe('ChapterDialog', () => {
  it("shows the API's phone rule under the phone field and stays open", async () => {
    const update = vi.spyOn(adminApi, 'updateChapter').mockRejectedValue(
      new ApiError(`phone: ${PHONE_RULE}`, {
        status: 400,
        httpStatus: 400,
        errors: [{ field: 'phone', message: PHONE_RULE }],
        body: null,
      }),
    );
    const onClose = vi.fn();
    render(
      <ToastProvider>
        <EditBalikpapan onClose={onClose} />
      </ToastProvider>,
    );
    const phone = screen.getByLabelText('Telepon');
    fireEvent.change(phone, { target: { value: 'telepon kami ya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Periksa kembali isian yang ditandai',
    );
    expect(update).toHaveBeenCalledWith({
      body: expect.objectContaining({ id: BALIKPAPAN.id, phone: 'telepon kami ya' }),
    });
    const described = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(PHONE_RULE);
    expect(onClose).not.toHaveBeenCalled();
  });
});
