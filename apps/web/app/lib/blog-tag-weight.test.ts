import { describe, expect, it } from 'vitest';
import { tagWeight } from './blog-tag-weight';

describe('tagWeight', () => {
  it.each([
    [1, 1, 0],
    [1, 20, 0],
    [20, 20, 3],
    [5, 20, 1],
    [10, 20, 2],
    [0, 0, 0],
  ] as const)('%i of at most %i posts is step %i', (total, max, step) => {
    expect(tagWeight(total, max)).toBe(step);
  });
});
