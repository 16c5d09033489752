import { fileURLToPath } from 'node:url';
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
    ],
  },
});
