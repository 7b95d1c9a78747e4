// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../lib/api';
import { loginAction } from './login-action';
import { LoginPage } from './login-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLogin() {
  const router = createMemoryRouter(
    [{ path: '/login', element: <LoginPage />, action: loginAction }],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

describe('LoginPage', () => {
  it('marks empty fields in Indonesian under each field instead of the browser, without calling the API', async () => {
    const login = vi.spyOn(adminApi, 'adminLogin');
    renderLogin();
    const email = screen.getByLabelText('Email');
    expect((email as HTMLInputElement).form?.noValidate).toBe(true);

    submit();
    const emailError = await screen.findByText('Email wajib diisi');
    const passwordError = screen.getByText('Kata sandi wajib diisi');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    expect(screen.getByLabelText('Kata Sandi').getAttribute('aria-describedby')).toBe(
      passwordError.id,
    );
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('says an address that is not one is invalid', async () => {
    const login = vi.spyOn(adminApi, 'adminLogin');
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Kata Sandi'), { target: { value: 'rahasia' } });
    submit();
    expect(await screen.findByText('Format email tidak valid')).toBeTruthy();
    expect(screen.queryByText('Kata sandi wajib diisi')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });
});
