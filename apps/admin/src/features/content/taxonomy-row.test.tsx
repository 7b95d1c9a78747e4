// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TaxonomyRow } from './taxonomy-row';

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
