import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** CI asks for a JSON report too (VITEST_JSON_REPORT=path) to print one closing tally. */
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  root,
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'shared',
          root,
          include: ['test/shared/**/*.test.ts'],
          // Property tests run a search hundreds of times: seconds alone, more on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root,
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          // Files of one worker share its migrated database (a PGlite start costs seconds).
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The SPA's screens in jsdom, talking over real HTTP to the real app on the worker's database.
        plugins: [react()],
        test: {
          name: 'app',
          root,
          include: ['test/app/**/*.test.tsx'],
          environment: './test/app/support/jsdom-environment.ts',
          setupFiles: ['test/app/support/setup-dom.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm start` on a fresh data folder, driven over HTTP and in Chromium (skipped, saying why, without it).
        test: {
          name: 'e2e',
          root,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/start-product.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
