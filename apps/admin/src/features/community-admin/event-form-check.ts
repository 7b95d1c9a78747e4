import { text } from './form-kit';
import { fromWibInput } from './wib-input';

/**
 * The event form's start and end (Unix seconds, null when not filled in) and the mistakes the form
 * can tell before sending, all at once: the title, both times and their order, a place or an online
 * link. The server checks the same again, with the rest (addresses, seats, prices).
 */
export function checkEventForm(form: FormData): {
  startsAt: number | null;
  endsAt: number | null;
  errors: Record<string, string>;
} {
  const startsAt = fromWibInput(text(form, 'starts_at'));
  const endsAt = fromWibInput(text(form, 'ends_at'));
  const errors: Record<string, string> = {};
  if (!text(form, 'title')) errors.title = 'Wajib diisi';
  if (startsAt === null) errors.starts_at = 'Isi tanggal dan jam mulai';
  if (endsAt === null) errors.ends_at = 'Isi tanggal dan jam selesai';
  else if (startsAt !== null && endsAt < startsAt) errors.ends_at = 'Harus setelah waktu mulai';
  if (!text(form, 'place') && !text(form, 'online_url'))
    errors.place = 'Isi tempat atau tautan daring';
  return { startsAt, endsAt, errors };
}
