import { BLOG_SECTIONS } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import { RESERVED_POST_SLUGS } from '../../../modules/content-admin/permalink';
import { articles } from './articles';
import { catalogueEntries } from './catalogue';
import { categories, tags } from './categories';
import { homeArticles } from './home';
import { policyPages } from './pages';

/** Categories that hold site furniture (alerts, banners, policies, the catalogue), not blog posts. */
const NOT_BLOG = ['alert', 'banner', 'testimoni', 'video', 'kebijakan', 'penyakit-katalog'];
const blogCategories = categories.map((c) => c.permalink).filter((p) => !NOT_BLOG.includes(p));
const countBy = (key: (a: (typeof articles)[number]) => string[]) => {
  const counts = new Map<string, number>();
  for (const a of articles) for (const k of key(a)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
};

describe('demo blog articles', () => {
  it('hold at least 60 articles spread over every blog category, section and tag', () => {
    expect(articles.length).toBeGreaterThanOrEqual(60);
    expect(blogCategories).toHaveLength(7);
    const perCategory = countBy((a) => [a.category]);
    expect(blogCategories.filter((c) => (perCategory.get(c) ?? 0) < 3)).toEqual([]);
    const perSection = countBy((a) => (a.section ? [a.section] : []));
    expect(BLOG_SECTIONS.filter((s) => (perSection.get(s) ?? 0) < 3)).toEqual([]);
    const perTag = countBy((a) => a.tags);
    expect(tags.map((t) => t.permalink).filter((t) => (perTag.get(t) ?? 0) < 3)).toEqual([]);
  });

  it('have unique lowercase permalinks that no blog path uses', () => {
    const all = [...articles, ...homeArticles, ...catalogueEntries, ...policyPages].map(
      (a) => a.permalink,
    );
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
    expect(all.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p))).toEqual([]);
    expect(all.filter((p) => RESERVED_POST_SLUGS.includes(p))).toEqual([]);
  });

  it('are real posts: an excerpt, subheadings and several paragraphs, links only to https sites', () => {
    for (const a of articles) {
      const problems = [
        a.excerpt.length < 40 && 'short excerpt',
        (a.html.match(/<p>/g) ?? []).length < 4 && 'fewer than 4 paragraphs',
        !a.html.includes('<h2>') && !a.html.includes('<h3>') && 'no subheading',
        /lorem|ipsum|todo|placeholder/i.test(a.html + a.title + a.excerpt) && 'placeholder text',
        [...a.html.matchAll(/href="([^"]*)"/g)].some(([, href]) => !href?.startsWith('https://')) &&
          'non-https link',
      ].filter(Boolean);
      expect([a.permalink, problems]).toEqual([a.permalink, []]);
    }
  });

  it('have distinct publication days within the last 13 months', () => {
    const days = articles.map((a) => a.publishedDaysAgo);
    expect(days.filter((d, i) => days.indexOf(d) !== i)).toEqual([]);
    expect(days.every((d) => d >= 0 && d <= 400)).toBe(true);
  });
});
