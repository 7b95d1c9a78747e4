import { formatKodeUnik } from '@sbc/format/billing';
import { atWib, formatDate, formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { type AppContext } from '../../context';
import { type invoices, type orders } from '../../db/schema';
import { escapeHtml, signedText } from '../../services/mail-text';
import { toUnix } from '../news/mapping';

type OrderRow = typeof orders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What an order bought, as its mails name it: the line's name ("Tiket …" for an event), a
 * membership package always called a membership even when its name does not say so.
 */
export function orderItem(kind: OrderRow['kind'], lineName: string | undefined): string {
  const name = lineName?.trim() || 'Pesanan SBC';
  if (kind !== 'membership' || /^keanggotaan\b/i.test(name)) return name;
  return `Keanggotaan ${name}`;
}

/** The order page: the invoice, how to pay it, and its status once paid. */
export function orderLink(ctx: AppContext, orderCode: string): string {
  return `${ctx.env.WEBVIEW_URL}/order?order=${encodeURIComponent(orderCode)}`;
}

/**
 * What to transfer, sent once when a bank-transfer payment is created: the invoice page shows
 * the same, but a payer who closed it has nothing else telling them the exact amount (the
 * kode unik makes the transfer recognisable) or the deadline.
 */
export async function sendPaymentInstructions(ctx: AppContext, order: OrderRow, invoice: InvoiceRow, item: string): Promise<void> {
  const amount = formatRupiah(invoice.totalNett + invoice.kodeUnik);
  const deadline = formatDateTime(toUnix(invoice.expiresAt));
  const link = orderLink(ctx, order.code);
  const exact = `Transfer tepat ${amount} (termasuk kode unik ${formatKodeUnik(invoice.kodeUnik)}) agar pembayaran Anda dapat kami kenali.`;
  const after = 'Status pesanan berubah setelah transfer kami terima. Lewat batas waktu, tagihan ditutup dan pesanan perlu dibuat ulang.';
  const text = signedText([
    `Halo ${order.name},`,
    '',
    `Terima kasih atas pesanan Anda: ${item}. Silakan selesaikan pembayaran dengan transfer bank.`,
    '',
    `Bank: ${ctx.env.BANK_NAME}`,
    `Nomor rekening: ${ctx.env.BANK_ACCOUNT_NUMBER}`,
    `Atas nama: ${ctx.env.BANK_ACCOUNT_HOLDER}`,
    `Jumlah transfer: ${amount}`,
    `Bayar sebelum: ${deadline}`,
    `Nomor tagihan: ${invoice.code}`,
    '',
    exact,
    after,
    '',
    `Lihat tagihan: ${link}`,
  ]);
  await ctx.mailer.send(ctx.database.db, {
    to: order.email,
    subject: `Instruksi pembayaran: ${item}`,
    text,
    html:
      `<p>Halo ${escapeHtml(order.name)},</p>` +
      `<p>Terima kasih atas pesanan Anda: <strong>${escapeHtml(item)}</strong>. Silakan selesaikan pembayaran dengan transfer bank.</p>` +
      `<p>Bank: ${escapeHtml(ctx.env.BANK_NAME)}<br>Nomor rekening: <strong>${escapeHtml(ctx.env.BANK_ACCOUNT_NUMBER)}</strong><br>` +
      `Atas nama: ${escapeHtml(ctx.env.BANK_ACCOUNT_HOLDER)}<br>Jumlah transfer: <strong>${escapeHtml(amount)}</strong><br>` +
      `Bayar sebelum: ${escapeHtml(deadline)}<br>Nomor tagihan: ${escapeHtml(invoice.code)}</p>` +
      `<p>${escapeHtml(exact)} ${escapeHtml(after)}</p>` +
      `<p><a href="${escapeHtml(link)}">Lihat tagihan</a></p><p>Salam,<br>Panitia SBC</p>`,
  });
}

/** The receipt of a paid membership order, with the end date this payment set (`YYYY-MM-DD`). */
export async function sendMembershipReceipt(ctx: AppContext, order: OrderRow, invoice: InvoiceRow, item: string, until: string): Promise<void> {
  const amount = formatRupiah(invoice.totalNett + invoice.kodeUnik);
  const paidAt = formatDateTime(toUnix(invoice.paidAt ?? new Date()));
  // Noon WIB of the last day: the same calendar day whatever zone formats it.
  const active = `Keanggotaan Anda aktif sampai ${formatDate(toUnix(atWib(until, 12)))}.`;
  const link = orderLink(ctx, order.code);
  const text = signedText([
    `Halo ${order.name},`,
    '',
    `Pembayaran Anda untuk ${item} sudah kami terima. Terima kasih.`,
    '',
    `Jumlah dibayar: ${amount}`,
    `Dibayar pada: ${paidAt}`,
    `Nomor tagihan: ${invoice.code}`,
    '',
    active,
    '',
    `Rincian pesanan: ${link}`,
  ]);
  await ctx.mailer.send(ctx.database.db, {
    to: order.email,
    subject: `Pembayaran diterima: ${item}`,
    text,
    html:
      `<p>Halo ${escapeHtml(order.name)},</p>` +
      `<p>Pembayaran Anda untuk <strong>${escapeHtml(item)}</strong> sudah kami terima. Terima kasih.</p>` +
      `<p>Jumlah dibayar: <strong>${escapeHtml(amount)}</strong><br>Dibayar pada: ${escapeHtml(paidAt)}<br>Nomor tagihan: ${escapeHtml(invoice.code)}</p>` +
      `<p><strong>${escapeHtml(active)}</strong></p>` +
      `<p><a href="${escapeHtml(link)}">Rincian pesanan</a></p><p>Salam,<br>Panitia SBC</p>`,
  });
}
