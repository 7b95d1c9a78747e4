import { describe, expect, it } from 'vitest';
import { paintFirstBoot } from './paint-first';

// React Router 7's boot module for a page of three routes, as `<Scripts>` writes it.
const BOOT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/layout-B.js";
import * as route2 from "/assets/home-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/public/layout":route1,"routes/public/home":route2};

import("/assets/entry.client-D.js");`;
const PRELOADS = ['/assets/entry.client-D.js', '/assets/shell-E.js', '/assets/root-A.js'];

/** Runs the rewritten boot with a browser stand-in; `import()` becomes a recorded `load()`. */
function runBoot(source: string, { visibility = 'visible' } = {}) {
  const appended: string[] = [];
  const loaded: string[] = [];
  let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const window: Record<string, unknown> = {};
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof paint) {
      paint = callback;
    }
    observe() {}
    disconnect() {}
  }
  window.PerformanceObserver = PerformanceObserver;
  const document = {
    visibilityState: visibility,
    createElement: () => ({ rel: '', href: '' }),
    head: {
      append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`),
    },
  };
  const load = async (specifier: string) => {
    loaded.push(specifier);
    return { specifier };
  };
  const code = source.replaceAll('import(', 'load(');
  new Function(
    'window',
    'document',
    'PerformanceObserver',
    'load',
    'setTimeout',
    'clearTimeout',
    code,
  )(
    window,
    document,
    PerformanceObserver,
    load,
    () => 0,
    () => {},
  );
  const firstPaint = () =>
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  return { appended, loaded, window, firstPaint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('paintFirstBoot', () => {
  it('parses as a script once its static imports are moved', () => {
    const source = paintFirstBoot(BOOT, PRELOADS);
    expect(source).not.toBeNull();
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(() => new Function(source ?? '')).not.toThrow();
  });

  it('fetches nothing before the first contentful paint, then preloads and boots as before', async () => {
    const boot = runBoot(paintFirstBoot(BOOT, PRELOADS) ?? '');
    await settle();
    expect(boot.appended).toEqual([]);
    expect(boot.loaded).toEqual([]);

    boot.firstPaint();
    await settle();
    expect(boot.appended).toEqual(PRELOADS.map((href) => `modulepreload ${href}`));
    expect(boot.loaded).toEqual([
      '/assets/root-A.js',
      '/assets/layout-B.js',
      '/assets/home-C.js',
      '/assets/entry.client-D.js',
    ]);
    expect(boot.window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-A.js' },
      'routes/public/layout': { specifier: '/assets/layout-B.js' },
      'routes/public/home': { specifier: '/assets/home-C.js' },
    });
  });

  it('boots at once in a tab that is not visible (it would never paint)', async () => {
    const boot = runBoot(paintFirstBoot(BOOT, PRELOADS) ?? '', { visibility: 'hidden' });
    await settle();
    expect(boot.loaded).toContain('/assets/entry.client-D.js');
  });

  it('keeps side-effect imports and answers null for a boot it does not recognise', () => {
    const withRuntime = paintFirstBoot(`import "/assets/manifest-F.js";\n${BOOT}`, []);
    expect(withRuntime).toContain(
      'const [, route0, route1, route2] = await Promise.all([import("/assets/manifest-F.js"), ',
    );
    expect(paintFirstBoot('window.start();', PRELOADS)).toBeNull();
  });
});
