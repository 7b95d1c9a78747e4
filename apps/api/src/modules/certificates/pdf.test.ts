import { inflateSync } from 'node:zlib';
import { type Certificate } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './pdf';

/** Every string the page draws, decoded from the content streams (pdf-lib writes WinAnsi as hex). */
async function drawnText(cert: Certificate): Promise<string[]> {
  const raw = (await certificatePdf(cert)).toString('latin1');
  const texts: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      texts.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
  }
  return texts;
}

// 08.00 WIB on 23 November 2026, and 16.00 WIB on the 24th and on the 23rd.
const MORNING = Date.parse('2026-11-23T08:00:00+07:00') / 1000;
const NEXT_AFTERNOON = Date.parse('2026-11-24T16:00:00+07:00') / 1000;
const SAME_AFTERNOON = Date.parse('2026-11-23T16:00:00+07:00') / 1000;

const cert: Certificate = {
  code: 'kodeujisertifikat',
  number: 'SBC-2026-11-001-UJI1',
  holder_name: 'Siti Rahmawati',
  event_title: 'Pelatihan Relawan',
  event_date: MORNING,
  event_end_date: SAME_AFTERNOON,
  issuer: 'Pengurus Nasional Komunitas SBC',
  issued_at: NEXT_AFTERNOON,
  status: 'valid',
  revoke_reason: null,
  verify_url: 'http://web.test/ecert/v1/kodeujisertifikat',
  pdf_url: 'http://api.test/pdf?code=kodeujisertifikat',
};

describe('certificate PDF', () => {
  it('prints the holder, the event and its one day', async () => {
    const texts = await drawnText(cert);
    expect(texts).toEqual(
      expect.arrayContaining(['Siti Rahmawati', 'Pelatihan Relawan', 'pada 23 November 2026']),
    );
  });

  it('prints every day of an event that lasts two, with a real dash', async () => {
    const texts = await drawnText({ ...cert, event_end_date: NEXT_AFTERNOON });
    // WinAnsi 0x96 is the en dash.
    expect(texts).toContain('pada 23\x9624 November 2026');
  });

  it('spells letters the standard font lacks without their accents', async () => {
    const texts = await drawnText({ ...cert, holder_name: 'Zoë Ñuñez “Ayu”' });
    expect(texts).toContain('Zoe Nunez \x93Ayu\x94');
  });

  it('prints a name or title stored with a control character (U+007F to U+009F), as "?"', async () => {
    const texts = await drawnText({ ...cert, holder_name: 'Budi\u0085Santoso', event_title: 'Bakti\u0080Sosial\u007f' });
    expect(texts).toEqual(expect.arrayContaining(['Budi?Santoso', 'Bakti?Sosial?']));
  });
});
