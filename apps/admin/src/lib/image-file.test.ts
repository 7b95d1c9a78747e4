// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { COVER_LIMITS, hasImageSignature, imageProblem, readImageFile } from './image-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'sampul.png') =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array<number>(64).fill(7)])], name, {
    type: 'image/png',
  });

describe('imageProblem', () => {
  it('refuses a text file renamed fake.png without decoding it', async () => {
    const decode = vi.fn();
    const fake = new File(['bukan gambar sama sekali'], 'fake.png', { type: 'image/png' });
    expect(await imageProblem(fake, COVER_LIMITS, decode)).toBe(
      'Berkas bukan gambar JPEG, PNG, atau WebP yang valid',
    );
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a PNG the browser cannot decode', async () => {
    expect(await imageProblem(png(), COVER_LIMITS, async () => null)).toBe(
      'Berkas bukan gambar JPEG, PNG, atau WebP yang valid',
    );
  });

  it('refuses a picture smaller than the limits with the API’s message', async () => {
    const small = async () => ({ width: 599, height: 400 });
    expect(await imageProblem(png(), COVER_LIMITS, small)).toBe('Gambar minimal 600×300 piksel');
    const flat = async () => ({ width: 1200, height: 299 });
    expect(await imageProblem(png(), COVER_LIMITS, flat)).toBe('Gambar minimal 600×300 piksel');
  });

  it('refuses an empty file', async () => {
    const empty = new File([], 'kosong.png', { type: 'image/png' });
    expect(await imageProblem(empty, COVER_LIMITS, async () => null)).toBe('Berkas kosong');
  });

  it('takes a large enough picture and reads it as a data URL', async () => {
    const read = await readImageFile(png(), COVER_LIMITS, async () => ({ width: 600, height: 300 }));
    expect(read).toEqual({ dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
  });
});

describe('hasImageSignature', () => {
  const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasImageSignature(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(hasImageSignature(bytes('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe(true);
    expect(hasImageSignature(bytes('GIF89a'))).toBe(false);
    expect(hasImageSignature(bytes('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBe(false);
  });
});
