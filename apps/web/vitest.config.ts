import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin does not load in unit tests.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
