import { describe, expect, it } from 'vitest';
import { matchesRoute, routePatterns } from './routes.js';

describe('routePatterns', () => {
  it('flattens a route tree: paths joined, index routes as their parent, layouts and * left out', () => {
    const tree = [
      {
        id: 'root',
        children: [
          { path: '/login' },
          {
            // A layout without a path.
            children: [
              { index: true },
              { path: '/presence', children: [{ index: true }, { path: ':slug' }] },
              { path: '/content', children: [{ path: 'articles/new' }, { path: 'articles/:id' }] },
            ],
          },
          { path: '*' },
        ],
      },
    ];
    expect(routePatterns(tree)).toEqual([
      '/',
      '/content',
      '/content/articles/:id',
      '/content/articles/new',
      '/login',
      '/presence',
      '/presence/:slug',
    ]);
  });
});

describe('matchesRoute', () => {
  const patterns = ['/', '/presence', '/presence/:slug', '/kelas/:slug?', '/files/*'];

  it.each([
    ['/', true],
    ['/presence', true],
    ['/presence/', true],
    ['/Presence/kajian-ahad', true],
    ['/kelas', true],
    ['/kelas/tahsin', true],
    ['/files/a/b/c', true],
    ['/presence/kajian-ahad/extra', false],
    ['/halaman-acak', false],
    ['/kelas/tahsin/1', false],
  ])('%s: %s', (path, expected) => {
    expect(matchesRoute(path, patterns)).toBe(expected);
  });

  it('matches nothing against an empty table', () => {
    expect(matchesRoute('/', [])).toBe(false);
  });
});
