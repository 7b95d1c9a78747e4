import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const events = [
  { slug: 'kajian-akbar', title: 'Kajian Akbar' },
  { slug: 'donor-darah', title: 'Donor Darah' },
  { slug: 'pelatihan-relawan', title: 'Pelatihan Relawan' },
];

function renderCarousel(variant: 'banner' | 'cards' | 'menu' = 'cards') {
  return (
    <Carousel
      items={events}
      itemKey={(e) => e.slug}
      renderItem={(e) => <a href={`/event/${e.slug}`}>{e.title}</a>}
      variant={variant}
      label="Event mendatang"
    />
  );
}

describe('Carousel', () => {
  it('renders every slide as a scrolling list on the server, without Swiper', () => {
    const html = renderToString(renderCarousel());
    for (const e of events) expect(html).toContain(`href="/event/${e.slug}"`);
    expect(html).toContain('aria-label="Event mendatang"');
    expect(html).toContain('overflow-x-auto');
    expect(html).not.toContain('swiper');
  });

  it('sizes the server slides like Swiper: 4 (5 for the menu) wide, 2 under 991 px', () => {
    expect(renderToString(renderCarousel('cards'))).toContain(
      'min-[991px]:w-[calc((100%-3rem)/4)]',
    );
    expect(renderToString(renderCarousel('menu'))).toContain('min-[991px]:w-[calc((100%-4rem)/5)]');
    expect(renderToString(renderCarousel('banner'))).toContain('w-full');
  });

  it('switches to Swiper after hydration once the row comes near the viewport, with arrows named after the carousel', async () => {
    // The test browser lays nothing out: an observer that sees the row as soon as it watches it.
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push(target);
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    render(renderCarousel());
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    const next = await within(region).findByRole('button', { name: 'Berikutnya: Event mendatang' });
    expect(next).toBeTruthy();
    expect(region.querySelector('.swiper')).not.toBeNull();
    for (const e of events)
      expect(within(region).getByRole('link', { name: e.title })).toBeTruthy();
    expect(observed).toEqual([region]);
    vi.unstubAllGlobals();
  });

  it('keeps a card row as a scrolling list while it is far from the viewport', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(renderCarousel());
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.querySelector('.swiper')).toBeNull();
    expect(region.querySelector('ul.overflow-x-auto')).not.toBeNull();
    vi.unstubAllGlobals();
  });

  it('gives the banner dots and a pause button', async () => {
    render(renderCarousel('banner'));
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    expect(await within(region).findByRole('button', { name: 'Slide 2 dari 3' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Jeda pergantian otomatis' })).toBeTruthy();
  });

  it('keeps a single slide as a plain list', () => {
    render(
      <Carousel
        items={[events[0]]}
        itemKey={(e) => e?.slug ?? ''}
        renderItem={(e) => e?.title}
        label="Satu"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Kajian Akbar')).toBeTruthy();
  });
});
