import { formatDate, formatDaySpan } from '@sbc/format/date';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { type Certificate } from '@sbc/contract';

const BRAND = rgb(8 / 255, 30 / 255, 148 / 255);
const INK = rgb(0.15, 0.15, 0.2);
const MUTED = rgb(0.4, 0.4, 0.45);

/**
 * The standard PDF fonts cover WinAnsi: printable Latin-1 plus typographic dashes and quotes (not
 * the control characters U+007F to U+009F, which they cannot encode). Other characters are spelled
 * without accents or as '?'.
 */
function winAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d]/g, '?');
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const safe = winAnsi(text);
  const width = font.widthOfTextAtSize(safe, size);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** The certificate as an A4 landscape page in Indonesian, with a QR code linking to its verify page. */
export async function certificatePdf(cert: Certificate): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Sertifikat ${cert.number}`));
  doc.setAuthor('Komunitas SBC');
  doc.setLanguage('id-ID');
  const page = doc.addPage([841.89, 595.28]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 20, y: 20, width: width - 40, height: height - 40, borderColor: BRAND, borderWidth: 3 });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: BRAND, borderWidth: 0.8 });
  page.drawRectangle({ x: 30, y: height - 110, width: width - 60, height: 80, color: BRAND });
  centered(page, 'KOMUNITAS SBC', height - 70, bold, 26, rgb(1, 1, 1));
  centered(page, 'SERTIFIKAT KEHADIRAN', height - 150, bold, 30, BRAND);
  centered(page, 'Diberikan kepada', height - 190, regular, 14, MUTED);
  centered(page, cert.holder_name, height - 235, bold, 32);
  centered(page, 'atas kehadirannya sebagai peserta', height - 270, regular, 14, MUTED);
  centered(page, cert.event_title, height - 305, bold, 20);
  centered(page, `pada ${formatDaySpan(cert.event_date, cert.event_end_date)}`, height - 332, regular, 14, MUTED);

  page.drawText(winAnsi(`Diterbitkan ${formatDate(cert.issued_at)}`), { x: 80, y: 150, size: 12, font: regular, color: INK });
  page.drawLine({ start: { x: 80, y: 110 }, end: { x: 300, y: 110 }, thickness: 1, color: INK });
  page.drawText(winAnsi(cert.issuer), { x: 80, y: 92, size: 12, font: bold, color: INK });
  page.drawText(winAnsi(`Nomor: ${cert.number}`), { x: 80, y: 60, size: 10, font: regular, color: MUTED });

  const qr = await doc.embedPng(await QRCode.toBuffer(cert.verify_url, { type: 'png', width: 300, margin: 1 }));
  page.drawImage(qr, { x: width - 200, y: 60, width: 120, height: 120 });
  page.drawText('Pindai untuk memeriksa keaslian', { x: width - 222, y: 46, size: 9, font: regular, color: MUTED });
  if (cert.status === 'revoked') {
    page.drawText('DICABUT', { x: width / 2 - 150, y: height / 2 - 40, size: 90, font: bold, color: rgb(0.8, 0.1, 0.1), opacity: 0.25 });
  }
  return Buffer.from(await doc.save());
}
