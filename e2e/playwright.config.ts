import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './tests/mail-server';
import { CHROMIUM_PATH, E2E_ORIGINS } from './tests/origins';

if (!existsSync(CHROMIUM_PATH)) {
  // .ci/run installs Debian's chromium; a developer machine without it is told so plainly.
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
}

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
  reporter: isCI ? 'line' : 'list',
  use: {
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Chromium refuses to run as root with its sandbox; CI and these machines run as root.
      chromiumSandbox: false,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The built product, each app on its own host name (ARCHITECTURE section 9), on a fresh embedded database.
    command: 'node ../scripts/start.mjs',
    url: `${E2E_ORIGINS.API_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...E2E_ORIGINS,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sbc-e2e-')),
      RATE_LIMIT_MULTIPLIER: '20',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
    },
  },
});
