import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination';

describe('visiblePages', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 4, [1, 2, 3, 4]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, null, 5]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
    [7, 10, [1, null, 6, 7, 8, 9, 10]],
    [10, 10, [1, null, 9, 10]],
  ] as const)('page %i of %i', (page, pages, expected) => {
    expect(visiblePages(page, pages)).toEqual(expected);
  });

  it('never puts "…" where one page number fits', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const shown = visiblePages(page, pages);
        shown.forEach((slot, i) => {
          if (slot !== null) return;
          const before = shown[i - 1] as number;
          const after = shown[i + 1] as number;
          expect(after - before, `page ${page} of ${pages}`).toBeGreaterThan(2);
        });
      }
    }
  });
});
