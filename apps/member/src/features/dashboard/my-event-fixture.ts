import { type MyEvent } from '../../lib/report-types';

export const HOUR = 3600;

/**
 * A row of the member's event list, for tests: a registration of the demo member for an event in
 * Bandung, as the API answers it.
 */
export function myEventFixture(options: {
  id: number;
  code: string;
  slug: string;
  title: string;
  status: MyEvent['registration']['status'];
  startsAt: number;
  hours: number;
}): MyEvent {
  const { id, code, slug, title, status, startsAt, hours } = options;
  return {
    registration: {
      registration_id: id,
      event_id: id,
      code,
      qr_text: `SBCREG:${code}`,
      status,
      name: 'Anggota Demo',
      email: 'anggota@sbc.test',
      order_code: null,
    },
    event: {
      event_slug: slug,
      event_title: title,
      starts_at: startsAt,
      ends_at: startsAt + hours * HOUR,
      online: false,
      place: 'Aula SBC',
      city: 'Bandung',
    },
    present: false,
    certificate_code: null,
  } as unknown as MyEvent;
}
