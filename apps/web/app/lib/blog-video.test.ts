import { describe, expect, it } from 'vitest';
import { siteVideoFileUrl, youtubeEmbedUrl, youtubeThumbnailUrl } from './blog-video';

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

describe('siteVideoFileUrl', () => {
  const origins = ['http://127.0.0.1:4000', 'https://media.sbc.test'];
  it.each([
    ['http://127.0.0.1:4000/media/video/senam.mp4', 'http://127.0.0.1:4000/media/video/senam.mp4'],
    ['https://media.sbc.test/video/kajian.WEBM', 'https://media.sbc.test/video/kajian.WEBM'],
    ['https://media.sbc.test/video/klip.m4v', 'https://media.sbc.test/video/klip.m4v'],
    // Another host: the pages' Content-Security-Policy would not let it play, so it stays a link.
    ['https://video.lain.test/senam.mp4', null],
    ['http://127.0.0.1:4001/media/video/senam.mp4', null],
    ['http://127.0.0.1:4000/media/galeri/foto.webp', null],
    ['http://127.0.0.1:4000/media/video/senam.mp4.html', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['bukan url', null],
    [null, null],
  ])('%s', (url, expected) => {
    expect(siteVideoFileUrl(url, origins)).toEqual(expected);
  });
});
