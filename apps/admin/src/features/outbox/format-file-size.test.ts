import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [1023, '1.023 B'],
    [1024, '1 KB'],
    [1229, '1,2 KB'],
    [262_144, '256 KB'],
    [3_670_016, '3,5 MB'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
