/**
 * A chunk group for the browser apps' builds (vite.config.ts, `build.rolldownOptions.output
 * .codeSplitting.groups`): zod and the contract in one chunk together with `src/browser.ts`, which
 * each app's main.tsx imports first. Its `jitless` setting then runs before any schema is built.
 * Left to itself the bundler may put the schemas in a chunk that runs before the entry's own code,
 * and zod's eval probe then breaks the page's Content-Security-Policy.
 */
export const contractChunkGroup = {
  name: 'contract',
  test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/]/,
};
