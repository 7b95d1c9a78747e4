import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompactPostList } from './blog/compact-post-list';
import { PostCard } from './blog/post-card';
import { CoverImage } from './cover-image';
import type { PostCardData } from '../lib/blog-types';
import { CAROUSEL_CARD_SIZES, GRID_CARD_SIZES } from '../lib/image-sizes';

const SRC = 'https://api.sbc.test/media/berita/sahur-sehat-1a2b3c4d.webp';
const SRCSET = [320, 640, 960]
  .map((w) => `https://api.sbc.test/media/berita/sahur-sehat-1a2b3c4d-${w}.webp ${w}w`)
  .join(', ');

const post: PostCardData = {
  id: 7,
  permalink: 'sahur-sehat',
  title: 'Sahur Sehat untuk Penderita Diabetes',
  excerpt: 'Karbohidrat kompleks membuat gula darah stabil sampai sore.',
  image: SRC,
  imageSrcset: SRCSET,
  categoryTitle: 'Kesehatan',
  categoryPermalink: 'kesehatan',
  date: '22 November 2026',
  isoDate: '2026-11-22T08:00:00+07:00',
  isVideo: false,
};

/** The attributes of the first `<img>` in some HTML. */
function imgOf(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}
const decode = (value = '') => value.replace(/&amp;/g, '&');
const inRouter = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('CoverImage', () => {
  it('offers the smaller widths with the size it shows at', () => {
    const img = imgOf(
      renderToStaticMarkup(
        <CoverImage src={SRC} srcSet={SRCSET} sizes="(min-width: 991px) 270px, 50vw" alt="" label="Kesehatan" icon={null} />,
      ),
    );
    expect(img).toMatchObject({ src: SRC, sizes: '(min-width: 991px) 270px, 50vw', loading: 'lazy' });
    expect(decode(img.srcSet ?? img.srcset)).toBe(SRCSET);
  });

  it('keeps the single picture when the cover has no stored sizes', () => {
    const html = renderToStaticMarkup(<CoverImage src={SRC} srcSet={null} sizes="100vw" alt="" label="Kesehatan" icon={null} />);
    expect(imgOf(html).src).toBe(SRC);
    expect(html).not.toMatch(/srcset|sizes=/i);
  });

  it('shows the placeholder with its label when there is no picture', () => {
    const html = renderToStaticMarkup(<CoverImage src={null} srcSet={null} alt="" label="Kesehatan" icon={null} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('Kesehatan');
  });
});

describe('cover sizes of the cards', () => {
  it('gives a grid card, a carousel card and a related thumbnail the width each shows at', () => {
    const grid = imgOf(inRouter(<PostCard post={post} />));
    expect(grid.sizes).toBe(GRID_CARD_SIZES);
    expect(decode(grid.srcSet ?? grid.srcset)).toBe(SRCSET);
    expect(imgOf(inRouter(<PostCard post={post} compact imageSizes={CAROUSEL_CARD_SIZES} />)).sizes).toBe(CAROUSEL_CARD_SIZES);
    const related = imgOf(inRouter(<CompactPostList id="terkait" title="Artikel Terkait" posts={[post]} />));
    expect(related.sizes).toBe('112px');
    expect(decode(related.srcSet ?? related.srcset)).toBe(SRCSET);
  });
});
