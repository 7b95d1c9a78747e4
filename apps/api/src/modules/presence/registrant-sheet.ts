import { DATE_TIME, type SheetColumn, wibCellDate } from './excel';

/**
 * The columns both Excel exports of an event begin with (the organisers' registrations and the
 * attendance list), in the console's words, so one event's two files read alike.
 */
export const REGISTRANT_COLUMNS: SheetColumn[] = [
  { header: 'No', key: 'no', width: 6 },
  { header: 'Nama', key: 'name', width: 30 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Ponsel', key: 'phone', width: 16 },
  { header: 'Jenis', key: 'kind', width: 10 },
  { header: 'Kode registrasi', key: 'code', width: 18 },
  { header: 'Waktu daftar (WIB)', key: 'registered', width: 20, numFmt: DATE_TIME },
];

/** A registration's cells of {@link REGISTRANT_COLUMNS} (the caller numbers the rows). */
export function registrantCells(r: {
  name: string;
  email: string;
  phone: string;
  memberId: number | null;
  code: string;
  createdAt: Date;
}) {
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    kind: r.memberId === null ? 'Umum' : 'Anggota',
    code: r.code,
    registered: wibCellDate(r.createdAt),
  };
}

/**
 * Whether the person came, as the presence screen says it: a paid event's registration whose bill
 * is still open cannot be checked in yet, so it reads "Belum bayar" rather than as a no-show.
 */
export function attendanceText(r: { present: boolean; status: string }): string {
  if (r.present) return 'Hadir';
  return r.status === 'pending_payment' ? 'Belum bayar' : 'Belum hadir';
}
