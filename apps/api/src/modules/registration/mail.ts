import { formatDateRange, formatDateTime, formatTime, WIB_LABEL } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { eventIcs } from '@sbc/format/ics';
import QRCode from 'qrcode';
import { type AppContext } from '../../context';
import { type eventRegistrations, type events } from '../../db/schema';
import { escapeHtml, signedText } from '../../services/mail-text';
import { toUnix } from '../news/mapping';
import { orderLink } from '../orders/mail';

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The event as a calendar file. */
export function icsOf(ctx: AppContext, event: EventRow): string {
  return eventIcs({
    // The same UID as the event page's .ics download: importing both updates one calendar entry.
    uid: `event-${event.id}@${new URL(ctx.env.WEB_URL).hostname}`,
    title: event.title,
    description: event.summary,
    location: event.onlineUrl ? 'Daring' : [event.place, event.address].filter(Boolean).join(', '),
    url: `${ctx.env.WEB_URL}/event/${event.slug}`,
    startsAt: toUnix(event.startsAt),
    endsAt: toUnix(event.endsAt),
  });
}

/** When the event takes place, as the mails say it: "22 November 2026, 19.30–21.00 WIB". */
function eventWhen(event: EventRow): string {
  const range = formatDateRange(toUnix(event.startsAt), toUnix(event.endsAt));
  // A range of days has no hours in it: say when the first day starts.
  return range.includes(WIB_LABEL) ? range : `${range}, mulai ${formatTime(toUnix(event.startsAt))}`;
}

/** The confirmation: event details, the QR code the admin scans at the door, and the .ics file. */
export async function sendRegistrationEmail(
  ctx: AppContext,
  event: EventRow,
  reg: RegistrationRow,
  options: { renewed?: boolean } = {},
): Promise<void> {
  const qr = await QRCode.toBuffer(`SBCREG:${reg.code}`, { type: 'png', width: 320, margin: 2 });
  const when = eventWhen(event);
  const where = event.onlineUrl ? `Daring: ${event.onlineUrl}` : [event.place, event.address].filter(Boolean).join(', ');
  // A registration taken into a member's account gets a new code: the old mail's QR code is void.
  const opening = options.renewed
    ? `Pendaftaran Anda untuk "${event.title}" kini tercatat di akun anggota Anda, dengan kode registrasi baru. Kode dan kode QR pada email sebelumnya tidak berlaku lagi.`
    : `Pendaftaran Anda untuk "${event.title}" sudah kami terima.`;
  // Nobody comes to an online event's door: the committee records presence by the code during it.
  const presence = event.onlineUrl
    ? 'Event ini daring: bergabunglah melalui tautan di atas pada waktunya. Panitia mencatat kehadiran Anda dengan kode registrasi ini; sebutkan kode tersebut bila panitia memintanya selama event (misalnya di kolom obrolan).'
    : 'Tunjukkan kode QR terlampir (atau sebutkan kode registrasi) kepada petugas presensi saat datang.';
  const text = signedText([
    `Halo ${reg.name},`,
    '',
    opening,
    '',
    `Waktu: ${when}`,
    `Tempat: ${where}`,
    `Kode registrasi: ${reg.code}`,
    '',
    presence,
    'Berkas kalender (.ics) terlampir untuk menambahkan event ini ke kalender Anda.',
    'Sertifikat elektronik terbit otomatis setelah kehadiran Anda tercatat.',
    '',
    `Detail event: ${ctx.env.WEB_URL}/event/${event.slug}`,
  ]);
  await ctx.mailer.send(ctx.database.db, {
    to: reg.email,
    subject: options.renewed ? `Kode registrasi baru: ${event.title}` : `Pendaftaran terkonfirmasi: ${event.title}`,
    text,
    html: `<p>Halo ${escapeHtml(reg.name)},</p><p>${escapeHtml(opening)}</p><p>Waktu: ${escapeHtml(when)}<br>Tempat: ${escapeHtml(where)}<br>Kode registrasi: <strong>${reg.code}</strong></p><p><img src="cid:qr-registrasi" alt="Kode QR registrasi ${reg.code}" width="200" height="200"></p><p>${escapeHtml(presence)}</p>`,
    attachments: [
      { filename: 'qr-registrasi.png', content: qr, contentType: 'image/png', cid: 'qr-registrasi' },
      { filename: `${event.slug}.ics`, content: icsOf(ctx, event), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  });
}

/** Where a registration's bill is paid: the order page, leading back to the event once paid. */
export function paymentLink(ctx: AppContext, event: EventRow, orderCode: string): string {
  return `${orderLink(ctx, orderCode)}&return=${encodeURIComponent(`${ctx.env.WEB_URL}/event/${event.slug}`)}`;
}

/**
 * A paid event's registration waits for its payment: the address gets the way to pay, from any
 * device, until the bill closes (the seat is held until then). Sent when registering, and again
 * when the address registers a second time (at most every 2 minutes, by the caller).
 */
export async function sendPaymentRequestEmail(
  ctx: AppContext,
  event: EventRow,
  reg: RegistrationRow,
  bill: { orderCode: string; total: number; expiresAt: Date },
): Promise<void> {
  const link = paymentLink(ctx, event, bill.orderCode);
  const deadline = formatDateTime(toUnix(bill.expiresAt));
  const text = signedText([
    `Halo ${reg.name},`,
    '',
    `Pendaftaran Anda untuk "${event.title}" sudah tercatat dan menunggu pembayaran.`,
    '',
    `Total: ${formatRupiah(bill.total)}`,
    `Bayar sebelum: ${deadline}`,
    `Kode registrasi: ${reg.code}`,
    '',
    `Lanjutkan pembayaran: ${link}`,
    '',
    'Kursi Anda kami simpan sampai batas waktu itu. Setelah pembayaran diterima, kami kirim email konfirmasi berisi kode registrasi dan kode QR-nya untuk presensi.',
  ]);
  await ctx.mailer.send(ctx.database.db, {
    to: reg.email,
    subject: `Selesaikan pembayaran: ${event.title}`,
    text,
    html: `<p>Halo ${escapeHtml(reg.name)},</p><p>Pendaftaran Anda untuk <strong>${escapeHtml(event.title)}</strong> sudah tercatat dan menunggu pembayaran.</p><p>Total: <strong>${escapeHtml(formatRupiah(bill.total))}</strong><br>Bayar sebelum: ${escapeHtml(deadline)}<br>Kode registrasi: ${reg.code}</p><p><a href="${escapeHtml(link)}">Lanjutkan pembayaran</a></p><p>Kursi Anda kami simpan sampai batas waktu itu. Setelah pembayaran diterima, kami kirim email konfirmasi berisi kode registrasi dan kode QR-nya untuk presensi.</p>`,
  });
}

/**
 * The committee cancelled a registration: the registrant learns it from us, not at the door or from
 * a payment page, since the earlier mail promised the seat. Sent once the cancellation committed.
 */
export async function sendRegistrationCancelledEmail(
  ctx: AppContext,
  event: EventRow,
  reg: RegistrationRow,
  options: { billClosed: boolean },
): Promise<void> {
  const when = eventWhen(event);
  const contact = `${ctx.env.WEB_URL}/hubungi-kami`;
  const released = options.billClosed
    ? 'Kursi Anda sudah dilepas untuk peserta lain, dan tagihan pendaftaran yang belum dibayar sudah ditutup sehingga tidak dapat dibayar lagi.'
    : 'Kursi Anda sudah dilepas untuk peserta lain.';
  const text = signedText([
    `Halo ${reg.name},`,
    '',
    `Pendaftaran Anda untuk "${event.title}" dibatalkan oleh panitia.`,
    '',
    `Waktu: ${when}`,
    `Kode registrasi: ${reg.code} (tidak berlaku lagi)`,
    '',
    released,
    `Bila menurut Anda pembatalan ini keliru, hubungi kami: ${contact}`,
  ]);
  await ctx.mailer.send(ctx.database.db, {
    to: reg.email,
    subject: `Pendaftaran dibatalkan: ${event.title}`,
    text,
    html: `<p>Halo ${escapeHtml(reg.name)},</p><p>Pendaftaran Anda untuk <strong>${escapeHtml(event.title)}</strong> dibatalkan oleh panitia.</p><p>Waktu: ${escapeHtml(when)}<br>Kode registrasi: ${reg.code} (tidak berlaku lagi)</p><p>${escapeHtml(released)}</p><p>Bila menurut Anda pembatalan ini keliru, <a href="${escapeHtml(contact)}">hubungi kami</a>.</p>`,
  });
}
