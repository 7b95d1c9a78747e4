// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

/** A list of 12 events, 10 a page, at the page its address asks for. */
function EventList() {
  const [params] = useSearchParams();
  return (
    <Pagination
      page={Number(params.get('page') ?? 1)}
      perPage={10}
      total={12}
      noun="event"
      hrefFor={(p) => `/events?q=sehat&page=${p}`}
    />
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/events', element: <EventList /> }], {
    initialEntries: ['/', address],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Pagination', () => {
  it('says which rows of how many the page shows, with links to the others', () => {
    renderAt('/events?q=sehat&page=2');
    expect(screen.getByText('Menampilkan 11–12 dari 12 event')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halaman 1' }).getAttribute('href')).toBe(
      '/events?q=sehat&page=1',
    );
    expect(screen.getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it.each(['3', '1198'])('opens the last page in place of page %s, past the end', async (page) => {
    const router = renderAt(`/events?q=sehat&page=${page}`);
    await waitFor(() => expect(router.state.location.search).toBe('?q=sehat&page=2'));
    // The address was replaced: going back leaves the list instead of returning past its end.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Menampilkan 11–12 dari 12 event')).toBeTruthy();
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });
});
