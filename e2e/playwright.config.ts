import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, DEMO_PASSWORD, E2E_PORT } from './support/browser';

/**
 * Journeys may run in parallel workers (E2E_WORKERS), each against its own server and database,
 * so that no journey sees another's writes (a default screen, a watchlist, an approved
 * request). Worker slot i talks to the server on E2E_PORT + i: each worker process evaluates
 * this file with its slot in TEST_PARALLEL_INDEX. One by default: on the 2-core machine the
 * suite is CPU-bound (Chromium draws in software), so two workers finished no sooner and each
 * journey took twice as long (measured 2026-11-30); a bigger machine may set more.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const portOf = (slot: number) => E2E_PORT + slot;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A long journey (a sign-up, an admin's approval in a second browser, then the page) on a
  // busy machine may need more than the default 30 s. A bound, not a target.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${portOf(slot)}`,
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: chromiumArgs,
    },
    viewport: { width: 1280, height: 900 },
    // Charts draw without their one-second animation (the app honours the setting): on a
    // 2-core machine drawing in software, each animation frame competes with the journey.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
  },
  // One script starts a server per worker (support/start-server.sh); a SIGTERM lets it remove
  // their data directories (Playwright's default is a SIGKILL, which leaves them behind).
  webServer: {
    command: './support/start-server.sh',
    url: `http://localhost:${portOf(0)}/api/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // The outbox SMS sender keeps codes for /dev/outbox, where the phone journey reads them.
    // Every journey comes from one address, faster than any person: the site-wide rate limit
    // (tested by the API suite, rate-limits.test.ts) would cut the suite short.
    env: {
      PORT: String(portOf(0)),
      E2E_SERVERS: String(WORKERS),
      DEMO_PASSWORD,
      SMS_SENDER: 'outbox',
      // The outbox mail sender keeps the sign-up's links for /dev/mail (AuthPages.signUpAndConfirm).
      MAIL_SENDER: 'outbox',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
