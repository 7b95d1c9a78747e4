// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type MyEvent } from '../../lib/report-types';
import { EventItem } from './event-item';
import { HOUR, myEventFixture } from './my-event-fixture';

const now = Math.floor(Date.now() / 1000);

function myEvent(status: MyEvent['registration']['status'], startsAt = now + 48 * HOUR): MyEvent {
  return myEventFixture({
    id: 3,
    code: 'AB12CD34EF56',
    slug: 'temu-anggota',
    title: 'Temu Anggota',
    status,
    startsAt,
    hours: 2,
  });
}

const qrOf = () => screen.queryByRole('img', { name: 'Kode QR registrasi AB12CD34EF56' });

afterEach(cleanup);

describe('EventItem', () => {
  it('offers the QR code of a confirmed registration to show at the door', async () => {
    render(<EventItem item={myEvent('registered')} isPast={false} />);
    expect(screen.getByText('Tampilkan kode QR')).toBeTruthy();
    const qr = qrOf();
    expect(qr).not.toBeNull();
    await waitFor(() => expect(qr?.querySelector('svg')).not.toBeNull());
    // The code stays readable as text beside the QR code.
    expect(screen.getByText('AB12CD34EF56')).toBeTruthy();
  });

  it.each([
    [
      'an event on site, shown at the door',
      false,
      'Tunjukkan kode QR ini kepada petugas presensi saat datang.',
    ],
    [
      'an online event, said when asked',
      true,
      'Sebutkan kode ini bila panitia memintanya selama event daring.',
    ],
  ])('says how to use the QR code of %s', (_, online, hint) => {
    const item = myEvent('registered');
    render(<EventItem item={{ ...item, event: { ...item.event, online } }} isPast={false} />);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it.each([
    ['a registration waiting for payment', myEvent('pending_payment'), false],
    ['a cancelled registration', myEvent('cancelled'), false],
    ['an event that is over', myEvent('registered', now - 72 * HOUR), true],
  ])('offers no QR code for %s', (_, item, isPast) => {
    render(<EventItem item={item} isPast={isPast} />);
    expect(qrOf()).toBeNull();
    expect(screen.queryByText('Tampilkan kode QR')).toBeNull();
  });
});
