import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from './blog-video';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('youtubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ', EMBED],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30', EMBED],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/watch?v=pendek', null],
    ['https://vimeo.com/123456', null],
    ['javascript:alert(1)', null],
    ['bukan url', null],
    [null, null],
  ])('%s', (url, expected) => {
    expect(youtubeEmbedUrl(url)).toBe(expected);
  });
});

describe('youtubeThumbnailUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
    ['https://vimeo.com/123456', null],
    [null, null],
  ])('%s', (url, expected) => {
    expect(youtubeThumbnailUrl(url)).toBe(expected);
  });
});
