import { SITE_INFO_FIELD_NAMES } from '@sbc/contract';
import { formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { STATE_LABELS } from './labels';

/** What each action of the log means, in the words of the console. */
const ACTION_LABELS: Record<string, string> = {
  create: 'dibuat',
  update: 'diubah',
  delete: 'dihapus',
  merge: 'digabungkan',
  publish: 'diterbitkan',
  unpublish: 'disembunyikan',
  schedule: 'dijadwalkan',
  hide: 'disembunyikan',
  show: 'ditampilkan',
  'open-registration': 'pendaftaran dibuka',
  'close-registration': 'pendaftaran ditutup',
  'mark-read': 'ditandai dibaca',
  'mark-unread': 'ditandai belum dibaca',
  reorder: 'diurutkan',
  revoke: 'dicabut',
  reissue: 'diterbitkan ulang',
  subscribe: 'didaftarkan',
  upload: 'diunggah',
  'mark-paid': 'ditandai lunas',
  'add-member': 'peserta ditambah',
  'remove-member': 'peserta dikeluarkan',
  'cancel-registration': 'pendaftaran dibatalkan',
  'check-in': 'kehadiran dicatat',
  'check-in-cancel': 'kehadiran dibatalkan',
};

/** The names of the fields the log's details carry. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Judul',
  permalink: 'Permalink',
  state: 'Status',
  visibility: 'Visibilitas',
  cover: 'Sampul',
  starts_at: 'Mulai',
  ends_at: 'Selesai',
  place: 'Tempat',
  seats: 'Kursi',
  price_member: 'Harga anggota',
  price_non_member: 'Harga umum',
  published: 'Tayang',
  registration_open: 'Pendaftaran dibuka',
  published_at: 'Waktu terbit',
  tags: 'Tag',
  reason: 'Alasan',
  previous_reason: 'Alasan pencabutan sebelumnya',
  email: 'Email',
  code: 'Kode',
  order: 'Pesanan',
  total: 'Total',
  moved: 'Artikel dipindahkan',
  from: 'Digabung dari',
  article_ids: 'ID artikel',
  news_id: 'Artikel',
  content: 'Isi',
  price_gross: 'Harga',
  active: 'Aktif',
  name: 'Nama',
  city: 'Kota',
  province: 'Provinsi',
  address: 'Alamat',
  phone: 'Telepon',
  instagram: 'Instagram',
  description: 'Deskripsi',
  summary: 'Ringkasan',
  online_url: 'Tautan daring',
  map_url: 'Tautan peta',
  cover_image: 'Sampul',
  speakers: 'Pembicara',
  chapter_id: 'Chapter',
  category_id: 'Kategori',
  event_date: 'Tanggal kegiatan',
  position: 'Jabatan',
  term_start: 'Awal masa bakti',
  term_end: 'Akhir masa bakti',
  photo: 'Foto',
  board: 'Dewan',
  discount_rupiah: 'Diskon',
  activation_days: 'Masa aktif (hari)',
  billing_period: 'Periode tagihan',
  ...Object.fromEntries(
    Object.entries(SITE_INFO_FIELD_NAMES).map(([k, name]) => [
      k,
      name[0]?.toUpperCase() + name.slice(1),
    ]),
  ),
};

const VISIBILITY_LABELS = { Public: 'Publik', Private: 'Privat' } as const;

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Readable names of the entities the log records. */
const ENTITY_LABELS: Record<string, string> = {
  news: 'Artikel',
  category: 'Kategori',
  tag: 'Tag',
  'site-info': 'Info situs',
  comment: 'Komentar',
  'contact-message': 'Pesan kontak',
  'problem-report': 'Laporan masalah',
  event: 'Event',
  'event-registration': 'Pendaftaran event',
  course: 'Kelas',
  'course-topic': 'Topik kelas',
  'course-lesson': 'Pertemuan kelas',
  'gallery-album': 'Album galeri',
  'gallery-category': 'Kategori galeri',
  'gallery-image': 'Foto galeri',
  chapter: 'Chapter',
  'board-member': 'Pengurus',
  product: 'Paket keanggotaan',
  invoice: 'Tagihan',
  certificate: 'Sertifikat',
  'event-presence': 'Presensi event',
  'lesson-presence': 'Presensi kelas',
};

export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  isRecord(v) && Object.keys(v).length === 2 && 'from' in v && 'to' in v;

function valueText(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '(kosong)';
  if (typeof v === 'boolean') return v ? 'ya' : 'tidak';
  if (typeof v === 'number' && key.startsWith('price')) return formatRupiah(v);
  if (typeof v === 'string') {
    if ((key === 'state' || key === 'visibility') && v in STATE_LABELS)
      return STATE_LABELS[v as keyof typeof STATE_LABELS];
    if (key === 'visibility' && v in VISIBILITY_LABELS)
      return VISIBILITY_LABELS[v as keyof typeof VISIBILITY_LABELS];
    if (ISO_DATE_TIME.test(v)) return formatDateTime(Date.parse(v) / 1000) || v;
    return v;
  }
  if (Array.isArray(v))
    return v.length ? v.map((item) => valueText(key, item)).join(', ') : '(kosong)';
  if (isRecord(v)) {
    return Object.entries(v)
      .map(([k, inner]) => `${FIELD_LABELS[k] ?? k}: ${valueText(k, inner)}`)
      .join('; ');
  }
  return String(v);
}

/**
 * The details an entry of the log carries, as lines a person reads: a change as "before → after",
 * anything else as its value. Unknown fields keep their own names.
 */
export function describeAuditDetail(detail: unknown): { label: string; value: string }[] {
  if (detail === null || detail === undefined) return [];
  if (!isRecord(detail)) return [{ label: 'Rincian', value: valueText('', detail) }];
  return Object.entries(detail).map(([key, v]) => ({
    label: FIELD_LABELS[key] ?? key,
    value: isChange(v) ? `${valueText(key, v.from)} → ${valueText(key, v.to)}` : valueText(key, v),
  }));
}
