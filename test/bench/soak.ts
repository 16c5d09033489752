/**
 * `npm run soak`: the dispatcher load mix of the `load` bench for longer (SOAK_SECONDS per
 * database, default 300; SOAK_DISPATCHERS, default 8; BENCH_DB=postgres|pglite for one database).
 * BENCH_QUICK=1 seeds the small demo organization instead of the large one.
 * Prints the figures; exits non-zero on any 5xx, answer outside the envelope or lost/duplicated placement.
 */
import { z } from 'zod';
import { benchKinds } from './api-fixture';
import { runLoadMix } from './load-mix';

const settings = z
  .object({
    SOAK_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(300),
    SOAK_DISPATCHERS: z.coerce.number().int().min(1).max(64).default(8),
  })
  .parse({
    SOAK_SECONDS: process.env.SOAK_SECONDS || undefined,
    SOAK_DISPATCHERS: process.env.SOAK_DISPATCHERS || undefined,
  });

try {
  for (const kind of benchKinds())
    await runLoadMix({ kind, seconds: settings.SOAK_SECONDS, dispatchers: settings.SOAK_DISPATCHERS });
  console.log('\nsoak: passed');
} catch (error) {
  console.error(`\nsoak: FAILED\n${(error as Error).message}`);
  process.exit(1);
}
