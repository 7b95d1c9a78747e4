import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { beforeAll, describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Compiles the theme the way the apps do (`@import "tailwindcss"` first, then ours). */
async function compileTheme() {
  return compile('@import "tailwindcss";\n@import "./theme.css";', {
    base: srcDir,
    async loadStylesheet(id, base) {
      const path =
        id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : resolve(base, id);
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
}

/** Every class named in a `className` attribute or default of our components. */
async function usedClasses(): Promise<string[]> {
  const files = (await readdir(srcDir, { recursive: true })).filter(
    (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'),
  );
  const attribute = /className(?:=|\s*=\s*)(?:"([^"]*)"|'([^']*)'|\{cx\(([\s\S]*?)\)\})/g;
  const classes = new Set<string>();
  for (const file of files) {
    const code = await readFile(join(srcDir, file), 'utf8');
    for (const match of code.matchAll(attribute)) {
      const text = match[1] ?? match[2] ?? (match[3] ?? '').match(/'[^']*'/g)?.join(' ') ?? '';
      for (const name of text.replaceAll("'", ' ').split(/\s+/)) if (name) classes.add(name);
    }
  }
  return [...classes];
}

/** The selector Tailwind writes for a class name (CSS identifier escaping). */
function selectorOf(name: string): string {
  return `.${name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`;
}

describe('theme.css', () => {
  let build: (candidates: string[]) => string;
  beforeAll(async () => {
    build = (await compileTheme()).build;
  });

  it('does not import Tailwind itself', async () => {
    const css = (await readFile(join(srcDir, 'theme.css'), 'utf8')).replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    expect(css).not.toMatch(/@import\s+["']tailwindcss["']/);
  });

  it('defines the brand colour and the classes built on it', () => {
    const css = build([
      'bg-brand',
      'text-brand-400',
      'text-ink-muted',
      'prose-sbc',
      'focus-inverse',
    ]);
    expect(css).toContain('--color-brand: #081e94');
    for (const name of [
      '.bg-brand',
      '.text-brand-400',
      '.text-ink-muted',
      '.prose-sbc',
      '.focus-inverse',
    ]) {
      expect(css).toContain(name);
    }
    expect(css).toContain('blockquote');
    expect(css).toContain('scroll-behavior: smooth');
  });

  it('generates CSS for every class the components use', async () => {
    const classes = await usedClasses();
    expect(classes.length).toBeGreaterThan(50);
    const css = build(classes);
    const missing = classes.filter((name) => !css.includes(selectorOf(name)));
    expect(missing).toEqual([]);
    // The check itself works: a misspelt class is reported.
    expect(build(['bg-brnd', 'text-ink-mutted'])).not.toMatch(/\.bg-brnd|\.text-ink-mutted/);
  });
});
