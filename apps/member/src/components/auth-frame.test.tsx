// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../env';
import { AuthFrame } from './auth-frame';

afterEach(cleanup);

describe('AuthFrame', () => {
  it('puts the logo and the way back to the site in the banner, named as on the dashboard', () => {
    render(
      <AuthFrame title="Masuk" heading="Masuk ke Area Anggota">
        <p>Formulir</p>
      </AuthFrame>,
    );
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('link', { name: 'SBC, ke situs utama' });
    expect(logo.getAttribute('href')).toBe(`${env.WEB_URL}/`);
    const back = within(banner).getByRole('link', { name: 'Kembali ke situs SBC' });
    expect(back.getAttribute('href')).toBe(`${env.WEB_URL}/`);

    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Masuk ke Area Anggota' }),
    ).toBeTruthy();
    expect(within(main).getByText('Formulir')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(/SBC\. Area Anggota\./)).toBeTruthy();
  });
});
