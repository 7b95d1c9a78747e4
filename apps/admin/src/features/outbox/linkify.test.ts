import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without links as one part', () => {
    expect(linkify('Halo Budi,\nterima kasih.')).toEqual([
      { kind: 'text', text: 'Halo Budi,\nterima kasih.' },
    ]);
  });

  it('finds links between text and leaves the sentence dot outside', () => {
    expect(
      linkify('Konfirmasi: https://sbc.test/newsletter/konfirmasi?t=a1. Terima kasih'),
    ).toEqual([
      { kind: 'text', text: 'Konfirmasi: ' },
      {
        kind: 'link',
        href: 'https://sbc.test/newsletter/konfirmasi?t=a1',
        text: 'https://sbc.test/newsletter/konfirmasi?t=a1',
      },
      { kind: 'text', text: '. Terima kasih' },
    ]);
  });

  it('finds several links, also at the start and the end', () => {
    const parts = linkify('http://a.test/x\nlalu http://localhost:3003/reset-password?token=abc');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual([
      'http://a.test/x',
      'http://localhost:3003/reset-password?token=abc',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(
      'http://a.test/x\nlalu http://localhost:3003/reset-password?token=abc',
    );
  });

  it('ignores other schemes', () => {
    expect(linkify('javascript:alert(1) mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.c' },
    ]);
  });
});
