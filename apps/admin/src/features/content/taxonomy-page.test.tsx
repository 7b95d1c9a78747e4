// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3001/admin/content/taxonomy"}
import { ApiError } from '@sbc/api-client/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast';
import { adminApi } from '../../lib/api';
import { adminSession } from '../../lib/session';
import { TaxonomyPage } from './taxonomy-page';
import { taxonomyAction } from './taxonomy-route';

beforeEach(() => {
  document.cookie = 'Admin-Token=token-1; path=/';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  adminSession.logout();
});

const TAKEN = 'Nama kategori sudah dipakai';

function category(title: string) {
  return {
    id: 9,
    title,
    permalink: title.toLowerCase(),
    description: '',
    post_count: 0,
    is_system: false,
  };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/content/taxonomy',
        element: <TaxonomyPage />,
        HydrateFallback: () => null,
        loader: () => ({ categories: [], tags: [] }),
        action: taxonomyAction,
      },
    ],
    { initialEntries: ['/content/taxonomy'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

const field = () => screen.findByLabelText<HTMLInputElement>('Nama kategori baru');
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Tambah kategori' }));

describe('TaxonomyPage: new category', () => {
  it('keeps what was typed when the API refuses it, after an earlier success, and clears after a success', async () => {
    const create = vi
      .spyOn(adminApi, 'createCategory')
      .mockResolvedValueOnce(category('Keluarga'))
      .mockRejectedValueOnce(
        new ApiError(`${TAKEN}: “Kesehatan”`, {
          status: 409,
          httpStatus: 409,
          errors: [{ field: 'title', message: TAKEN }],
          body: null,
        }),
      )
      .mockResolvedValueOnce(category('Kesehatan Anak'));
    renderPage();

    fireEvent.change(await field(), { target: { value: 'Keluarga' } });
    add();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(async () => expect((await field()).value).toBe(''));

    fireEvent.change(await field(), { target: { value: 'Kesehatan' } });
    add();
    const refusal = await screen.findByText(TAKEN);
    const input = await field();
    expect(input.value).toBe('Kesehatan');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(refusal.id);

    fireEvent.change(input, { target: { value: 'Kesehatan Anak' } });
    add();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(3));
    await waitFor(async () => expect((await field()).value).toBe(''));
    expect(screen.queryByText(TAKEN)).toBeNull();
  });

  it('marks an empty name in Indonesian instead of the browser, without calling the API', async () => {
    const create = vi.spyOn(adminApi, 'createCategory');
    renderPage();
    const input = await field();
    expect(input.form?.noValidate).toBe(true);

    add();
    const message = await screen.findByText('Wajib diisi');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(create).not.toHaveBeenCalled();
  });
});
