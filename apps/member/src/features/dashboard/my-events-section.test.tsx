// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type MyEvent } from '../../lib/report-types';
import { HOUR, myEventFixture } from './my-event-fixture';
import { MyEventsSection } from './my-events-section';

const now = Math.floor(Date.now() / 1000);

function myEvent(
  id: number,
  title: string,
  startsAt: number,
  hours: number,
  status: MyEvent['registration']['status'] = 'registered',
): MyEvent {
  const code = `KODE000${id}`;
  return myEventFixture({
    id,
    code,
    slug: `event-${id}`,
    title,
    status,
    startsAt,
    hours,
  });
}

afterEach(cleanup);

/** The group under a heading: the heading's own block. */
const groupOf = (heading: HTMLElement) => heading.parentElement as HTMLElement;

describe('MyEventsSection', () => {
  it('lists an event under way as "Sedang berlangsung", apart from those to come', async () => {
    const events = [
      myEvent(1, 'Pekan Sehat SBC Bandung', now - 3 * HOUR, 48),
      myEvent(2, 'Kajian Pekanan', now + 48 * HOUR, 2),
      myEvent(3, 'Temu Anggota Lalu', now - 30 * 24 * HOUR, 2),
    ];
    const router = createMemoryRouter([
      { path: '/', element: <MyEventsSection events={Promise.resolve(events)} /> },
    ]);
    render(<RouterProvider router={router} />);

    const ongoing = groupOf(await screen.findByRole('heading', { name: 'Sedang berlangsung (1)' }));
    expect(within(ongoing).getByRole('link', { name: 'Pekan Sehat SBC Bandung' })).toBeTruthy();
    // Its door pass stays at hand while it runs.
    expect(within(ongoing).getByText('Tampilkan kode QR')).toBeTruthy();

    const upcoming = groupOf(screen.getByRole('heading', { name: 'Akan datang (1)' }));
    expect(within(upcoming).getByRole('link', { name: 'Kajian Pekanan' })).toBeTruthy();
    expect(within(upcoming).queryByText('Pekan Sehat SBC Bandung')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sudah berlalu (1)' })).toBeTruthy();
  });

  it('puts each event one heading level under its group, itself under "Event Saya"', async () => {
    const events = [
      myEvent(1, 'Pekan Sehat SBC Bandung', now - 3 * HOUR, 48),
      myEvent(2, 'Kajian Pekanan', now + 48 * HOUR, 2),
    ];
    const router = createMemoryRouter([
      { path: '/', element: <MyEventsSection events={Promise.resolve(events)} /> },
    ]);
    render(<RouterProvider router={router} />);

    await screen.findByRole('heading', { name: 'Sedang berlangsung (1)' });
    const levels = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`);
    expect(levels).toEqual([
      'H2 Event Saya',
      'H3 Sedang berlangsung (1)',
      'H4 Pekan Sehat SBC Bandung',
      'H3 Akan datang (1)',
      'H4 Kajian Pekanan',
    ]);
  });

  it('shows no "Sedang berlangsung" group when nothing is under way', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <MyEventsSection
            events={Promise.resolve([myEvent(2, 'Kajian Pekanan', now + 48 * HOUR, 2)])}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Akan datang (1)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Sedang berlangsung/ })).toBeNull();
  });

  it('lists a cancelled registration apart, not among the events to come', async () => {
    const events = [
      myEvent(2, 'Kajian Pekanan', now + 48 * HOUR, 2),
      myEvent(4, 'Seminar Gizi Anak', now + 24 * HOUR, 3, 'cancelled'),
    ];
    const router = createMemoryRouter([
      { path: '/', element: <MyEventsSection events={Promise.resolve(events)} /> },
    ]);
    render(<RouterProvider router={router} />);

    const upcoming = groupOf(await screen.findByRole('heading', { name: 'Akan datang (1)' }));
    expect(within(upcoming).getByRole('link', { name: 'Kajian Pekanan' })).toBeTruthy();
    expect(within(upcoming).queryByText('Seminar Gizi Anak')).toBeNull();
    const cancelled = groupOf(screen.getByRole('heading', { name: 'Dibatalkan (1)' }));
    expect(within(cancelled).getByRole('link', { name: 'Seminar Gizi Anak' })).toBeTruthy();
    expect(within(cancelled).getByText('Dibatalkan')).toBeTruthy();
  });

  it('says there is nothing to come when the only registration was cancelled', async () => {
    const events = [myEvent(4, 'Seminar Gizi Anak', now + 24 * HOUR, 3, 'cancelled')];
    const router = createMemoryRouter([
      { path: '/', element: <MyEventsSection events={Promise.resolve(events)} /> },
    ]);
    render(<RouterProvider router={router} />);

    const upcoming = groupOf(await screen.findByRole('heading', { name: 'Akan datang (0)' }));
    expect(within(upcoming).getByText(/Tidak ada event mendatang/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dibatalkan (1)' })).toBeTruthy();
  });
});
