import { z } from 'zod';

/** Every setting the service reads from its environment (listed in the README). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /** Hosts a request may name for the links built on its origin when PUBLIC_URL is unset (comma-separated). */
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  GEOCODER_URL: z.url().optional(),
  /** An OSRM-compatible routing service (table and route); without it travel is the offline great-circle model. */
  OSRM_URL: z.url().optional(),
  FILE_SIGNING_SECRET: z.string().min(32).optional(),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Requests per key and clock hour (api.md 8: 1000). */
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  /** Memory for cached board, queue and fit answers, in MB (src/server/read-cache); 0 turns caching off. */
  READ_CACHE_MB: z.coerce.number().min(0).default(64),
  DEMO_SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
