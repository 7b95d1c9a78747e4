import { describe, expect, it } from 'vitest';
import sanitize from './sanitize-html';

describe('sanitize', () => {
  it.each([
    ['<p>Halo<script>alert(1)</script></p>', '<p>Halo</p>'],
    ['<p onclick="x()">Teks</p>', '<p>Teks</p>'],
    ['<a href="javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" loading="lazy" />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<h2>Judul</h2><ul><li>satu</li></ul>', '<h2>Judul</h2><ul><li>satu</li></ul>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it('makes outside links safe', () => {
    expect(sanitize('<a href="https://kemkes.go.id">Kemenkes</a>')).toBe(
      '<a href="https://kemkes.go.id" rel="noopener noreferrer nofollow" target="_blank">Kemenkes</a>',
    );
  });
});
