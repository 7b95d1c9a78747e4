import { describe, expect, it } from 'vitest';
import { excerptOf } from './article-input';

describe('excerptOf', () => {
  it.each([
    ['<h2>Rute</h2><p>Kumpul di gerbang.</p><p>Bawa air &amp; topi.</p>', 'Kumpul di gerbang. Bawa air & topi.'],
    ['<ul><li>Satu</li><li>Dua</li></ul>', 'Satu Dua'],
    [`<p>${'kata '.repeat(80)}</p>`, `${'kata '.repeat(44).trim()}…`],
    ['', ''],
  ])('%j → %j', (html, excerpt) => {
    expect(excerptOf(html)).toBe(excerpt);
  });
});
