import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, ErrorPageFallback, NOT_FOUND_HINT } from './error-page';

describe('ErrorPage', () => {
  it.each([
    { props: { status: 404 }, status: '404', text: 'This page could not be found' },
    {
      props: { status: 404, message: 'Tidak ada' },
      status: '404',
      text: 'This page could not be found',
    },
    {
      props: { status: 500, message: 'Unknown middleware auth' },
      status: '500',
      text: 'Unknown middleware auth',
    },
    { props: { status: 403, message: 'Akses ditolak' }, status: '403', text: 'Akses ditolak' },
    { props: { status: 502, message: '' }, status: '502', text: 'Error' },
    { props: {}, status: '500', text: 'Error' },
  ])(
    'status $props.status with message "$props.message" shows $status and "$text"',
    ({ props, status, text }) => {
      render(<ErrorPage {...props} />);
      expect(screen.getByText(status)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text);
    },
  );

  it('says in Indonesian what a 404 means and links back home, only on 404', () => {
    const { unmount } = render(<ErrorPage status={404} />);
    expect(screen.getByText(NOT_FOUND_HINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
    unmount();
    render(<ErrorPage status={500} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(NOT_FOUND_HINT)).toBeNull();
  });

  it("marks the spec's English sentences as English, and only them", () => {
    const lang = (props: { status?: number; message?: string }) => {
      const { unmount } = render(<ErrorPage {...props} />);
      const value = screen.getByRole('heading', { level: 1 }).getAttribute('lang');
      unmount();
      return value;
    };
    expect(lang({ status: 404 })).toBe('en');
    expect(lang({ status: 500 })).toBe('en');
    expect(lang({ status: 403, message: 'Akses ditolak' })).toBeNull();
  });

  it('uses a custom home address', () => {
    render(<ErrorPage status={404} homeHref="/admin" />);
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe(
      '/admin',
    );
  });
});

describe('ErrorPageFallback', () => {
  it('says the error page failed and links home', () => {
    render(<ErrorPageFallback />);
    expect(screen.getByRole('heading').textContent).toBe(
      'Terjadi kesalahan saat menampilkan halaman galat.',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  });
});
