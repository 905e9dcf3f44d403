import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webIsolatedTests } from './apps/web/test/isolated-tests.ts';

// One runner, five projects: pure units, web components (most sharing one module registry, a
// few isolated), and the API suite twice —
// once on embedded PGlite and once on a real PostgreSQL server.
const apiTests = ['apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    // One worker per core, not Vitest's cores − 1: the runner itself is idle while files run,
    // and on a 2-core machine the API suite took 519 s with two workers against 727 s with one
    // (2026-11-30).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'test/**/*.test.ts',
          ],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: webIsolatedTests,
          // The modules (React, ECharts, the labels) are imported once per worker, not once per
          // file: the project took 318 s isolated and 38 s shared on a busy 2-core machine
          // (2026-11-30). Each file cleans up after itself (apps/web/test/per-file-setup.ts).
          isolate: false,
          setupFiles: ['apps/web/test/per-file-setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web-isolated',
          environment: 'happy-dom',
          include: webIsolatedTests,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          // The server's modules are imported once per worker, not once per file (~1.2 s each):
          // every file builds its own app and database, and no test mocks a module.
          isolate: false,
          env: { TEST_DATABASE: 'pglite' },
          // Migrates once; each test file's databases start from that copy.
          globalSetup: ['apps/server/test/support/migrated-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          isolate: false,
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['apps/server/test/support/postgres-cluster.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
