import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

  it("gives card rows room for the cards' ring and shadow without moving the cards", () => {
    // Padding taken back by a negative margin, and snapping to the cards' edge, not the padding's.
    for (const variant of ['cards', 'menu'] as const)
      expect(renderToString(renderCarousel(variant))).toContain(
        '-mx-1.5 -mt-1.5 px-1.5 pt-1.5 scroll-px-1.5',
      );
    // The banner runs edge to edge: nothing to make room for.
    expect(renderToString(renderCarousel('banner'))).not.toContain('px-1.5');
  });

  it('switches a card row to Swiper once a mouse reaches it, with arrows named after the carousel', async () => {
    render(renderCarousel());
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.querySelector('.swiper')).toBeNull();
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    const next = await within(region).findByRole('button', { name: 'Berikutnya: Event mendatang' });
    expect(next).toBeTruthy();
    // The same room as the scrolling row, over swiper.css's `padding: 0`.
    expect(region.querySelector('.swiper')?.className).toContain('-m-1.5! p-1.5!');
    for (const e of events)
      expect(within(region).getByRole('link', { name: e.title })).toBeTruthy();
  });

  it('leaves a row in place when keyboard focus enters it (Tab reaches every link; the focus stays)', async () => {
    render(renderCarousel());
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    const link = within(region).getByRole('link', { name: 'Donor Darah' });
    link.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.querySelector('.swiper')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('keeps a card row as a scrolling list at load and under a finger', async () => {
    render(renderCarousel());
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.querySelector('.swiper')).toBeNull();
    expect(region.querySelector('ul.overflow-x-auto')).not.toBeNull();
  });

  it('gives the banner dots and a pause button once a mouse reaches it', async () => {
    render(renderCarousel('banner'));
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    expect(region.querySelector('.swiper')).toBeNull();
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(await within(region).findByRole('button', { name: 'Salindia 2 dari 3' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Jeda pergantian otomatis' })).toBeTruthy();
    // Screen readers hear Indonesian role words, and the carousel role once (on the region).
    expect(region.getAttribute('aria-roledescription')).toBe('korsel');
    expect(region.querySelectorAll('[aria-roledescription="korsel"]')).toHaveLength(0);
    const slides = region.querySelectorAll('[aria-roledescription="salindia"]');
    expect(slides).toHaveLength(3);
  });

  it('starts the banner when its first autoplay change is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(renderCarousel('banner'));
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    vi.advanceTimersByTime(9_000);
    expect(region.querySelector('.swiper')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    vi.useRealTimers();
    expect(
      await within(region).findByRole('button', { name: 'Jeda pergantian otomatis' }),
    ).toBeTruthy();
  });

  it('holds the banner autoplay change while a link in it has focus, and makes it once focus leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <>
        {renderCarousel('banner')}
        <button type="button">Sesudah banner</button>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Event mendatang' });
    const link = within(region).getByRole('link', { name: 'Donor Darah' });
    link.focus();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(region.querySelector('.swiper')).toBeNull();
    expect(document.activeElement).toBe(link);
    // Focus moving between the banner's own links keeps it waiting.
    act(() => within(region).getByRole('link', { name: 'Kajian Akbar' }).focus());
    expect(region.querySelector('.swiper')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Sesudah banner' }).focus());
    vi.useRealTimers();
    expect(
      await within(region).findByRole('button', { name: 'Jeda pergantian otomatis' }),
    ).toBeTruthy();
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
