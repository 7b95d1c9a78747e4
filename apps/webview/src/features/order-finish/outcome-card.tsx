import { type Order } from '@sbc/contract';
import { type ReactNode } from 'react';
import { CheckIcon, ClockIcon, CrossIcon } from '../../components/icons';
import { formatCalendarDate } from '../../lib/calendar-date';
import { type OrderOutcome } from '../../lib/order-progress';

const LOOK: Record<OrderOutcome, { title: string; tone: string; Mark: typeof CheckIcon }> = {
  paid: { title: 'Lunas', tone: 'bg-success-soft text-success ring-success/20', Mark: CheckIcon },
  pending: {
    title: 'Menunggu pembayaran',
    tone: 'bg-brand-50 text-brand-900 ring-brand-200',
    Mark: ClockIcon,
  },
  unpaid: {
    title: 'Belum dibayar',
    tone: 'bg-brand-50 text-brand-900 ring-brand-200',
    Mark: ClockIcon,
  },
  expired: { title: 'Kedaluwarsa', tone: 'bg-line/60 text-ink ring-line', Mark: ClockIcon },
  failed: { title: 'Gagal', tone: 'bg-danger-soft text-danger ring-danger/20', Mark: CrossIcon },
  cancelled: { title: 'Dibatalkan', tone: 'bg-line/60 text-ink ring-line', Mark: CrossIcon },
};

function explain(outcome: OrderOutcome, order: Order): ReactNode {
  switch (outcome) {
    case 'paid':
      if (order.kind === 'membership' && order.membership_until) {
        return (
          <>
            Terima kasih! Keanggotaan dari pesanan ini berlaku sampai{' '}
            <strong className="text-ink">{formatCalendarDate(order.membership_until)}</strong>.
          </>
        );
      }
      // Where the code is, in words true for an event at a venue and for an online one alike
      // (the order does not tell which): nobody waits at an online event's door.
      return order.kind === 'event'
        ? 'Terima kasih! Pendaftaran event Anda sudah terkonfirmasi. Kode pendaftaran dan kode QR-nya sudah kami kirim ke email pendaftar, dan tampil di halaman event pada browser yang dipakai untuk mendaftar. Panitia mencatat kehadiran Anda dengan kode itu.'
        : 'Terima kasih! Pembayaran Anda sudah kami terima.';
    case 'pending':
      if (order.invoice.payment_type === 'bank_transfer')
        return 'Kami menunggu transfer Anda. Status berubah setelah transfer diterima dan dicocokkan.';
      // The provider's page was opened, and nothing came back from it yet.
      return order.stage === 'payment_created'
        ? 'Pembayaran belum diterima. Bila halaman pembayaran tertutup sebelum selesai, lanjutkan pembayarannya sebelum batas waktu tagihan.'
        : 'Pembayaran sedang diproses oleh penyedia pembayaran.';
    case 'unpaid':
      return 'Pesanan ini belum dibayar. Lanjutkan pembayaran sebelum batas waktunya.';
    case 'expired':
      // An event's invoice also closes when the committee cancels the registration.
      return order.kind === 'event'
        ? 'Tagihan ini ditutup karena batas waktu pembayaran lewat atau pendaftarannya dibatalkan panitia. Silakan daftar lagi bila pendaftaran masih dibuka.'
        : 'Batas waktu pembayaran sudah lewat, jadi pesanan ini ditutup. Silakan buat pesanan baru.';
    case 'failed':
      return 'Pembayaran dibatalkan atau ditolak. Tidak ada dana yang ditarik; Anda bisa memesan lagi.';
    case 'cancelled':
      return order.kind === 'event'
        ? 'Pesanan dibatalkan. Tagihannya ditutup dan kursi Anda di event ini sudah dilepas; daftar lagi bila pendaftaran masih dibuka.'
        : 'Pesanan dibatalkan. Tagihannya ditutup dan tidak dapat dibayar lagi; Anda bisa membuat pesanan baru.';
  }
}

/** Where the order stands: Lunas, Menunggu pembayaran, Kedaluwarsa, Gagal, Dibatalkan (or not paid yet). */
export function OutcomeCard({ outcome, order }: { outcome: OrderOutcome; order: Order }) {
  const look = LOOK[outcome];
  return (
    <section aria-labelledby="status-judul" className={`${look.tone} rounded-2xl p-5 ring-1`}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-xl font-bold shadow-sm"
        >
          <look.Mark className="size-6" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide uppercase">Status pesanan</p>
          <h1 id="status-judul" className="text-2xl font-extrabold">
            {look.title}
          </h1>
        </div>
      </div>
      <p className="text-ink-muted mt-3 text-sm leading-relaxed" role="status">
        {explain(outcome, order)}
      </p>
    </section>
  );
}
