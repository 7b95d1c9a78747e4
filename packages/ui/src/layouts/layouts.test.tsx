import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminLayout, ClassLayout, DefaultLayout, EmptyLayout, NOTICE_SLOT_ID } from './index';

function expectSkipLinkToMain() {
  const skip = screen.getByRole('link', { name: 'Langsung ke konten' });
  const main = screen.getByRole('main');
  expect(skip.getAttribute('href')).toBe(`#${main.id}`);
}

describe('DefaultLayout', () => {
  it('renders banner, header, main content and footer in that order', () => {
    render(
      <DefaultLayout
        banner={<div>Pengumuman</div>}
        header={<header>Navigasi</header>}
        footer={<footer>Kaki</footer>}
        overlays={<div>Bantuan</div>}
      >
        <p>Konten</p>
      </DefaultLayout>,
    );
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Pengumuman')).toBeLessThan(text.indexOf('Navigasi'));
    expect(text.indexOf('Navigasi')).toBeLessThan(text.indexOf('Konten'));
    expect(text.indexOf('Konten')).toBeLessThan(text.indexOf('Kaki'));
    expect(within(screen.getByRole('main')).getByText('Konten')).toBeTruthy();
    expect(screen.getByText('Bantuan')).toBeTruthy();
    expectSkipLinkToMain();
  });

  it('keeps an empty notice slot right after the skip link, before the banner', () => {
    render(
      <DefaultLayout
        banner={<div>Pengumuman</div>}
        header={<header>Navigasi</header>}
        footer={<footer>Kaki</footer>}
      >
        <p>Konten</p>
      </DefaultLayout>,
    );
    const slot = document.getElementById(NOTICE_SLOT_ID);
    expect(slot?.childNodes.length).toBe(0);
    expect(slot?.previousElementSibling?.textContent).toBe('Langsung ke konten');
    expect(slot?.nextElementSibling?.textContent).toBe('Pengumuman');
  });

  it('renders on the server without a banner', () => {
    const html = renderToString(
      <DefaultLayout header={<header>Navigasi</header>} footer={<footer>Kaki</footer>}>
        <p>Konten</p>
      </DefaultLayout>,
    );
    expect(html).toContain('<main');
    expect(html).toContain('Konten');
  });
});

describe('EmptyLayout', () => {
  it('centres the content in a card under the logo', () => {
    render(
      <EmptyLayout logoHref="http://localhost:3000" footnote="© SBC">
        <h1>Masuk</h1>
      </EmptyLayout>,
    );
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Masuk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SBC' }).getAttribute('href')).toBe(
      'http://localhost:3000',
    );
    expect(screen.getByText('© SBC')).toBeTruthy();
  });

  it('shows the logo without a link when no address is given', () => {
    render(<EmptyLayout>Isi</EmptyLayout>);
    expect(screen.getByRole('img', { name: 'SBC' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('AdminLayout', () => {
  it('puts the navigation in the top bar and the content in main', () => {
    render(
      <AdminLayout nav={<nav aria-label="Admin">Presensi</nav>}>
        <p>Daftar presensi</p>
      </AdminLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'SBC Admin' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(within(screen.getByRole('main')).getByText('Daftar presensi')).toBeTruthy();
    expectSkipLinkToMain();
  });
});

describe('ClassLayout', () => {
  it('renders the header, the lesson sidebar and the lesson', () => {
    render(
      <ClassLayout
        header={<header>Kelas Tahsin</header>}
        sidebar={
          <ol>
            <li>Materi 1</li>
          </ol>
        }
      >
        <article>Pelajaran pertama</article>
      </ClassLayout>,
    );
    expect(screen.getByRole('banner').textContent).toBe('Kelas Tahsin');
    expect(
      within(screen.getByRole('complementary', { name: 'Daftar materi' })).getByText('Materi 1'),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Pelajaran pertama')).toBeTruthy();
    expectSkipLinkToMain();
  });
});
