import { BLOG_SECTIONS as CONTRACT_SECTIONS } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import { BLOG_SECTIONS, findBlogSection, isPermalink, sectionFromPath } from './blog-sections';

describe('blog sections', () => {
  it('are the contract sections, in order', () => {
    expect(BLOG_SECTIONS.map((s) => s.slug)).toEqual([...CONTRACT_SECTIONS]);
  });

  it('are found by slug and by path', () => {
    expect(findBlogSection('motivasi')?.title).toBe('Motivasi');
    expect(findBlogSection('category')).toBeUndefined();
    expect(sectionFromPath('/blog/sejarah-wawasan/judul')?.slug).toBe('sejarah-wawasan');
    expect(sectionFromPath('/blog/judul')).toBeUndefined();
  });
});

describe('isPermalink', () => {
  it.each([
    ['refund-policy', true],
    ['a1-b2', true],
    ['Refund', false],
    ['rss.xml', false],
    ['-awal', false],
    ['dua--garis', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isPermalink(value)).toBe(expected);
  });
});
