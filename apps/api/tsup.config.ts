import { defineConfig } from 'tsup';

// The API runs as plain JavaScript: workspace packages are bundled in, npm packages stay external.
export default defineConfig({
  // src/test/postgres-server.ts: the throwaway PostgreSQL server of the tests, also started by `pnpm bench`.
  entry: [
    'src/main.ts',
    'src/bench-seed.ts',
    'src/cli/migrate.ts',
    'src/cli/admin-create.ts',
    'src/cli/db-backup.ts',
    'src/test/postgres-server.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@sbc\//],
});
