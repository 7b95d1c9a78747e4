import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * In a process without NODE_ENV (as `pnpm start` runs the site), loads React the way server.mjs
 * does: production-react.mjs first, then what the built site imports. Answers the React files
 * loaded and NODE_ENV afterwards.
 */
function loadAsTheServerDoes(): { files: string[]; nodeEnv: string | null } {
  const script = `
    await import('./production-react.mjs');
    await import('react-dom/server');
    await import('react/jsx-runtime');
    const { createRequire } = await import('node:module');
    // Only modules that ran: importing CommonJS from ESM also enters, unrun, the files it reads for names.
    const loaded = Object.entries(createRequire(import.meta.url).cache).filter(([, m]) => m.loaded).map(([f]) => f);
    const files = loaded.filter((f) => /[\\\\/]react(-dom)?[\\\\/]cjs[\\\\/]/.test(f)).map((f) => f.split(/[\\\\/]cjs[\\\\/]/)[1]);
    console.log(JSON.stringify({ files, nodeEnv: process.env.NODE_ENV ?? null }));
  `;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: appDir,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { files: string[]; nodeEnv: string | null };
}

describe('the site server renders with React’s production build in every mode', () => {
  it('loads only production files of React when NODE_ENV is unset, and leaves NODE_ENV unset', () => {
    const { files, nodeEnv } = loadAsTheServerDoes();
    expect(files).toEqual(
      expect.arrayContaining(['react.production.js', 'react-dom-server.node.production.js']),
    );
    expect(files.filter((file) => !file.endsWith('.production.js'))).toEqual([]);
    // NODE_ENV still says the settings are not production ones (the demo's defaults stay allowed).
    expect(nodeEnv).toBeNull();
  });

  it('loads production-react.mjs before any other module', () => {
    const server = readFileSync(new URL('../server.mjs', import.meta.url), 'utf8');
    const firstImport = /^import\s[^;]*;/m.exec(server)?.[0];
    expect(firstImport).toBe("import './production-react.mjs';");
  });
});
