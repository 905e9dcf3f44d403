import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, DEMO_PASSWORD, E2E_PORT } from './support/browser';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: './support/start-server.sh',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The outbox SMS sender keeps codes for /dev/outbox, where the phone journey reads them.
    // Every journey comes from one address, faster than any person: the site-wide rate limit
    // (tested by the API suite, rate-limits.test.ts) would cut the suite short.
    env: {
      PORT: String(E2E_PORT),
      DEMO_PASSWORD,
      SMS_SENDER: 'outbox',
      // The outbox mail sender keeps the sign-up's links for /dev/mail (AuthPages.signUpAndConfirm).
      MAIL_SENDER: 'outbox',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
