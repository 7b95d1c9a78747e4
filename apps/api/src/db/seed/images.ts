import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type Storage } from '../../services/storage';

/** Brand-related palettes; each cover picks one from its slug so it stays the same on every seed. */
const PALETTES = [
  ['#081e94', '#2f4fd8', '#f5b700'],
  ['#0b3d2e', '#1f8a5b', '#f2e8cf'],
  ['#5b1a72', '#a23b9b', '#ffd166'],
  ['#7a1f1f', '#d1495b', '#edae49'],
  ['#0d3b66', '#3d8bd4', '#faf0ca'],
  ['#264653', '#2a9d8f', '#e9c46a'],
] as const;

function numbersFrom(seed: string): number[] {
  const digest = createHash('sha256').update(seed).digest();
  return [...digest];
}

/** An abstract cover (no text, no outside image): circles and a wave over a gradient. */
export function coverSvg(seed: string, width = 960, height = 540): string {
  const n = numbersFrom(seed);
  const palette = PALETTES[(n[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const [dark, mid, accent] = palette;
  const circles = [1, 4, 7, 10]
    .map((i) => {
      const cx = ((n[i] ?? 0) / 255) * width;
      const cy = ((n[i + 1] ?? 0) / 255) * height;
      const r = 40 + ((n[i + 2] ?? 0) / 255) * 180;
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 2 ? accent : '#ffffff'}" fill-opacity="${i % 2 ? 0.35 : 0.12}"/>`;
    })
    .join('');
  const wave = (n[20] ?? 0) / 255;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<path d="M0 ${height * (0.7 + wave * 0.1)} C ${width * 0.3} ${height * 0.55}, ${width * 0.6} ${height * 0.95}, ${width} ${height * 0.75} L ${width} ${height} L 0 ${height} Z" fill="${accent}" fill-opacity="0.5"/>
</svg>`;
}

/** Renders a cover to WebP and stores it; answers the storage key and the cover's size. */
export async function storeCover(
  storage: Storage,
  folder: string,
  slug: string,
): Promise<{ key: string; width: number; height: number }> {
  const key = `${folder}/${slug}.webp`;
  const { data, info } = await sharp(Buffer.from(coverSvg(`${folder}/${slug}`)))
    .webp({ quality: 72 })
    .toBuffer({ resolveWithObject: true });
  await storage.put(key, data, 'image/webp');
  return { key, width: info.width, height: info.height };
}

/** A square portrait placeholder in the brand palette for board members without a photo. */
export async function storePortrait(storage: Storage, slug: string): Promise<string> {
  const key = `pengurus/${slug}.webp`;
  const image = await sharp(Buffer.from(coverSvg(`pengurus/${slug}`, 320, 320)))
    .webp({ quality: 72 })
    .toBuffer();
  await storage.put(key, image, 'image/webp');
  return key;
}
