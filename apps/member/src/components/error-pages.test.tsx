// @vitest-environment happy-dom
import { NOT_FOUND_MSG } from '@sbc/format/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage, RouteErrorPage } from './error-pages';

afterEach(cleanup);

function expectLandmarks() {
  expect(
    within(screen.getByRole('banner')).getByRole('link', { name: 'SBC, ke situs utama' }),
  ).toBeTruthy();
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
}

describe('NotFoundPage', () => {
  it('shows the spec sentence marked as English, inside the landmarks of the other pages', () => {
    render(<NotFoundPage />);
    const heading = within(screen.getByRole('main')).getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(NOT_FOUND_MSG);
    expect(heading.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Halaman tidak ditemukan | Area Anggota SBC');
    expectLandmarks();
  });
});

describe('RouteErrorPage', () => {
  async function renderFailing(failure: () => never) {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: failure,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
        element: <p>Isi</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    return screen.findByRole('heading', { level: 1 });
  }

  it('shows a 404 from a loader as the not-found page', async () => {
    const heading = await renderFailing(() => {
      throw data('Kelas tidak ditemukan', { status: 404 });
    });
    expect(heading.textContent).toBe(NOT_FOUND_MSG);
    expect(heading.getAttribute('lang')).toBe('en');
    expectLandmarks();
  });

  it("shows another failure's status and message in the same frame", async () => {
    const heading = await renderFailing(() => {
      throw data('Layanan sedang sibuk', { status: 503 });
    });
    expect(heading.textContent).toBe('Layanan sedang sibuk');
    expect(screen.getByText('503')).toBeTruthy();
    expectLandmarks();
  });
});
