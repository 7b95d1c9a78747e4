import { describe, expect, it } from 'vitest';
import { ABOUT_STEP, aboutMeta } from './about-meta';

describe('aboutMeta', () => {
  const meta = aboutMeta({
    siteUrl: 'https://sbc.example',
    trail: [ABOUT_STEP, { name: 'Dewan Syuro', path: '/dewan-syuro' }],
    title: 'Anggota Dewan Syuro',
    description: 'Para anggota Dewan Syuro Komunitas SBC.',
  });

  it('gives the title, description and the canonical URL of the last step', () => {
    expect(meta).toContainEqual({ title: 'Anggota Dewan Syuro | SBC' });
    expect(meta).toContainEqual({
      name: 'description',
      content: 'Para anggota Dewan Syuro Komunitas SBC.',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://sbc.example/dewan-syuro',
    });
  });

  it('names the site once when the title already does', () => {
    const board = aboutMeta({
      siteUrl: 'https://sbc.example',
      trail: [ABOUT_STEP, { name: 'Pengurus Nasional', path: '/pengurus-nasional' }],
      title: 'Pengurus Nasional SBC',
      description: 'Susunan pengurus nasional.',
    });
    expect(board).toContainEqual({ title: 'Pengurus Nasional SBC' });
    expect(board).toContainEqual({ property: 'og:title', content: 'Pengurus Nasional SBC' });
  });

  it('adds a BreadcrumbList starting at Beranda', () => {
    const descriptor = meta.find((m) => 'script:ld+json' in m) as
      Record<string, unknown> | undefined;
    const jsonLd = descriptor?.['script:ld+json'] as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(jsonLd.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://sbc.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Tentang Kami',
        item: 'https://sbc.example/tentang-kami',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Dewan Syuro',
        item: 'https://sbc.example/dewan-syuro',
      },
    ]);
  });
});
