import { z } from 'zod';

/** One origin of MAP_ORIGINS: scheme, host (a leading `*.` as CSP allows) and port, nothing more. */
function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
  } catch {
    return null;
  }
}

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
  /** HMAC key of the links that open one estimate to its customer (32+ chars); by default generated once and kept in the database. */
  ESTIMATE_LINK_SECRET: z.string().min(32).optional(),
  /** Where e-mail leaves (smtp:// or smtps://, user and password in the URL); unset, messages wait in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of every e-mail, `Hollis Tree Care <office@hollis.example>` or a bare address; needed with SMTP_URL. */
  MAIL_FROM: z.string().min(3).max(320).optional(),
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
  /** A MapLibre style drawn under every map (streets); unset, maps have a plain background and fetch nothing. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of a MapLibre style' }).optional(),
  /** Origins the basemap loads from beyond those its style names (comma-separated), admitted by the CSP. */
  MAP_ORIGINS: z
    .string()
    .transform((value, ctx) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const origin = originOf(entry);
          if (!origin)
            ctx.addIssue({ code: 'custom', message: `${entry} is not an origin like https://tiles.example.com` });
          return origin ?? '';
        }),
    )
    .optional(),
});

const checkedEnvSchema = envSchema
  .refine((env) => !env.MAP_ORIGINS || env.MAP_STYLE_URL, {
    path: ['MAP_ORIGINS'],
    message: 'needs MAP_STYLE_URL (the basemap its origins serve)',
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'is needed with SMTP_URL (the sender every e-mail names)',
  });

export type Env = z.infer<typeof checkedEnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
