import { describe, expect, it } from 'vitest';
import { checkEventForm } from './event-form-check';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const filled = {
  title: 'Kajian Ahad Pagi',
  starts_at: '2026-12-06T08:00',
  ends_at: '2026-12-06T10:00',
  place: 'Masjid Raya Bandung',
  online_url: '',
};

describe('checkEventForm', () => {
  it('answers the times (WIB to Unix seconds) and no mistakes for a complete form', () => {
    expect(checkEventForm(form(filled))).toEqual({
      startsAt: Date.UTC(2026, 11, 6, 1, 0) / 1000,
      endsAt: Date.UTC(2026, 11, 6, 3, 0) / 1000,
      errors: {},
    });
  });

  it('names every missing field at once, the title too', () => {
    expect(
      checkEventForm(form({ title: '  ', starts_at: '', ends_at: '', place: '', online_url: '' }))
        .errors,
    ).toEqual({
      title: 'Wajib diisi',
      starts_at: 'Isi tanggal dan jam mulai',
      ends_at: 'Isi tanggal dan jam selesai',
      place: 'Isi tempat atau tautan daring',
    });
  });

  it('says when the event ends before it starts', () => {
    expect(checkEventForm(form({ ...filled, ends_at: '2026-12-06T07:59' })).errors).toEqual({
      ends_at: 'Harus setelah waktu mulai',
    });
  });

  it('takes an online link in place of a venue', () => {
    expect(
      checkEventForm(form({ ...filled, place: '', online_url: 'https://meet.example.id/kajian' }))
        .errors,
    ).toEqual({});
  });
});
