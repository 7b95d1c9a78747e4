/**
 * Starts the page's JavaScript after the first paint instead of during the HTML parse.
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` for every first-load module in
 * the head and boots with an inline module script. The browser then fetches about 110 KB of
 * JavaScript while it still parses and lays out the page, sharing a phone's bandwidth with the
 * document and keeping those downloads ahead of the first paint (on a throttled Lighthouse run the
 * text showed after all of them: LCP about 2 s). Painting needs none of it: the page is complete
 * HTML and CSS. So the boot waits for the first contentful paint, then adds the same preloads and
 * imports the same modules, all at once, as before.
 */

/** Resolves after the first contentful paint; at once where it cannot be observed (a hidden tab). */
const AFTER_FIRST_PAINT = `await new Promise((start) => {
if (document.visibilityState !== "visible" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return start();
const go = () => { observer.disconnect(); clearTimeout(timer); start(); };
const observer = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length) go(); });
observer.observe({ type: "paint", buffered: true });
const timer = setTimeout(go, 3000);
});`;

const STATIC_IMPORT =
  /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+")\s*;?[ \t]*$/gm;

/**
 * Rewrites React Router's inline boot module so it runs after the first paint: its static
 * imports become dynamic ones fetched together (after the preloads are added), the rest of the
 * code runs unchanged after them. Answers null when the source has no import to move (another
 * React Router output than the one this was written for): the caller then keeps the original.
 */
export function paintFirstBoot(
  moduleSource: string,
  preloadHrefs: readonly string[],
): string | null {
  const imports: { binding: string | undefined; specifier: string }[] = [];
  const rest = moduleSource.replace(
    STATIC_IMPORT,
    (_line, binding: string | undefined, specifier: string) => {
      imports.push({ binding, specifier });
      return '';
    },
  );
  if (imports.length === 0 || !/\bimport\(/.test(rest)) return null;
  const bindings = imports.map((i) => i.binding ?? '').join(', ');
  const loads = imports.map((i) => `import(${i.specifier})`).join(', ');
  return [
    '(async () => {',
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloadHrefs)}) {`,
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link);',
    '}',
    `const [${bindings}] = await Promise.all([${loads}]);`,
    rest.trim(),
    '})();',
  ].join('\n');
}
