import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [36, 3],
  ])('%i items fill %i pages of 12', (total, pages) => {
    expect(pageCount(total, 12)).toBe(pages);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 4, [1, 2, 3, 4]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 'gap', 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [8, 10, [1, 'gap', 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [42, 5, [1, 'gap', 4, 5]],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('never puts "…" where one page number fits, whatever the radius', () => {
    for (const radius of [1, 2]) {
      for (let total = 1; total <= 30; total += 1) {
        for (let page = 1; page <= total; page += 1) {
          const shown = pageWindow(page, total, radius);
          shown.forEach((slot, i) => {
            if (slot !== 'gap') return;
            const before = shown[i - 1] as number;
            const after = shown[i + 1] as number;
            expect(after - before, `page ${page} of ${total}`).toBeGreaterThan(2);
          });
        }
      }
    }
  });
});
