import { describe, expect, it } from 'vitest';
import sanitize from './sanitize-html';

describe('sanitize', () => {
  it.each([
    ['<p>Halo<script>alert(1)</script></p>', '<p>Halo</p>'],
    ['<p onclick="x()">Teks</p>', '<p>Teks</p>'],
    ['<a href="javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['<img src="https://contoh.id/a.png" onerror="alert(1)">', '<img src="https://contoh.id/a.png" loading="lazy" />'],
    ['<p>Foto<img src="x" alt="a"><img alt="b"><img src="data:image/png;base64,AAAA"><img src="//evil.example/a.png"></p>', '<p>Foto</p>'],
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
