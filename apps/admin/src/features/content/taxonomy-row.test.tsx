// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TaxonomyRow, type TaxonomyItem } from './taxonomy-row';

afterEach(cleanup);

const HINT = 'Alamat lama akan dialihkan ke permalink baru.';

function renderRow() {
  const item = { id: 7, title: 'Kajian', permalink: 'kajian', post_count: 3 };
  const router = createMemoryRouter([
    { path: '/', element: <TaxonomyRow kind="tag" noun="tag" item={item} others={[]} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('TaxonomyRow', () => {
  it('says the old address is sent on while the permalink differs from the saved one', () => {
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Ubah nama' }));
    const permalink = screen.getByLabelText('Permalink tag');
    expect(screen.queryByText(HINT)).toBeNull();

    fireEvent.change(screen.getByLabelText('Nama tag'), { target: { value: 'Kajian Rutin' } });
    expect(screen.queryByText(HINT)).toBeNull();

    fireEvent.change(permalink, { target: { value: 'kajian-rutin' } });
    expect(screen.getByText(HINT).id).toBe(permalink.getAttribute('aria-describedby'));

    fireEvent.change(permalink, { target: { value: 'kajian' } });
    expect(screen.queryByText(HINT)).toBeNull();
  });
});

const KELUARGA: TaxonomyItem = {
  id: 1,
  title: 'Keluarga',
  permalink: 'keluarga',
  post_count: 4,
  is_system: false,
};
const TESTIMONI: TaxonomyItem = {
  id: 3,
  title: 'Testimoni',
  permalink: 'testimoni',
  post_count: 6,
  is_system: true,
};
const CATEGORIES: TaxonomyItem[] = [
  KELUARGA,
  { id: 2, title: 'Kesehatan', permalink: 'kesehatan', post_count: 9, is_system: false },
  TESTIMONI,
  { id: 4, title: 'Pengumuman Penting', permalink: 'alert', post_count: 1, is_system: true },
  { id: 5, title: 'Kajian', permalink: 'kajian', post_count: 2, is_system: false },
];

function renderCategory(item: TaxonomyItem, all = CATEGORIES) {
  const others = all.filter((o) => o.id !== item.id);
  const router = createMemoryRouter([
    {
      path: '/',
      element: <TaxonomyRow kind="category" noun="kategori" item={item} others={others} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('TaxonomyRow merge', () => {
  it('offers only the other ordinary categories as the target, never a system one', () => {
    renderCategory(KELUARGA);
    fireEvent.click(screen.getByRole('button', { name: 'Gabungkan' }));
    const target = screen.getByLabelText('Kategori tujuan');
    const options = Array.from(target.querySelectorAll('option'), (o) => o.textContent);
    expect(options).toEqual(['Kesehatan (9)', 'Kajian (2)']);
  });

  it('offers no merge for a system category', () => {
    renderCategory(TESTIMONI);
    expect(screen.getByText('Sistem')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gabungkan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  });

  it('offers no merge when every other category is a system one', () => {
    renderCategory(
      KELUARGA,
      CATEGORIES.filter((c) => c.id === 1 || c.is_system),
    );
    expect(screen.queryByRole('button', { name: 'Gabungkan' })).toBeNull();
  });
});

describe('TaxonomyRow delete', () => {
  const openDelete = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    return screen.getByRole('dialog');
  };

  it('offers no delete for a category articles still carry, and leads to merging instead', () => {
    renderCategory(KELUARGA);
    const dialog = openDelete();
    expect(dialog.textContent).toContain('Kategori ini masih dipakai 4 artikel, jadi belum dapat dihapus.');
    expect(within(dialog).queryByRole('button', { name: 'Hapus' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Gabungkan…' }));
    expect(screen.getByRole('dialog').textContent).toContain('Gabungkan “Keluarga”');
    expect(screen.getByLabelText('Kategori tujuan')).toBeTruthy();
  });

  it('says how to free a category in use when there is nothing to merge it into', () => {
    renderCategory(
      KELUARGA,
      CATEGORIES.filter((c) => c.id === 1 || c.is_system),
    );
    const dialog = openDelete();
    expect(dialog.textContent).toContain('Ganti kategori artikel-artikel itu di editor artikel terlebih dahulu.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).not.toContain('Hapus');
    expect(within(dialog).queryByRole('button', { name: 'Gabungkan…' })).toBeNull();
  });

  it('offers no delete for a tag in use either', () => {
    renderRow();
    const dialog = openDelete();
    expect(dialog.textContent).toContain('Tag ini masih dipakai 3 artikel');
    expect(within(dialog).queryByRole('button', { name: 'Hapus' })).toBeNull();
  });

  it('asks before deleting an unused category', () => {
    renderCategory({ ...KELUARGA, post_count: 0 });
    const dialog = openDelete();
    expect(dialog.textContent).toContain('Kategori ini tidak dipakai artikel mana pun.');
    expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeTruthy();
  });
});
