import { createGeocoder } from './adapters/geocoder/create-geocoder';
import { diskStorage } from './adapters/storage/disk-storage';
import { createTravelModel } from './adapters/travel/create-travel';
import { createApp } from './app';
import { systemClock } from './clock';
import { ESTIMATE_LINK_SECRET, FILE_SIGNING_SECRET, sharedSecret } from './db/server-secrets';
import type { DemoStart } from './demo/demo-first-start';
import { openPreparedDatabase } from './startup/open-prepared-database';
import { parseEnv } from './env';
import type { AppDeps } from './http/app-env';
import { listen } from './http/listen';
import { startHousekeeping } from './worker/housekeeping';
import { startRouteWorker } from './worker/route-worker';
import { startMailWorker } from './worker/mail-worker';
import { smtpMailer } from './adapters/mail/smtp-mailer';
import { DEFAULT_ALLOWED_HOSTS } from './files/signed-urls';
import { makePrivateFolderSync } from './adapters/storage/private-folder';
import { readBasemap } from './startup/read-basemap';

const SHUTDOWN_GRACE_MS = 3000;

function announce(baseUrl: string, demo: DemoStart | null): void {
  console.log(`Canopy API: ${baseUrl}/api/v1`);
  if (demo?.state === 'ready') {
    console.log(`Demo organization ${demo.created ? 'created' : 'ready'}: ${demo.access.orgId}`);
    // The one key ever printed: the demo key, so a first-time user can sign in.
    console.log(`Demo API key (all scopes): ${demo.access.key}`);
    console.log(`Sign in: ${baseUrl}/#key=${demo.access.key}`);
  } else if (demo?.state === 'stale') {
    console.warn(
      `${demo.file} names a key this database does not accept; delete the file to seed a new demo organization.`,
    );
  }
}

async function main(): Promise<void> {
  const env = parseEnv();
  makePrivateFolderSync(env.DATA_DIR);
  const clock = systemClock;
  // Read while the database is prepared; it never throws (what it cannot read, it reports).
  const basemapReading = env.MAP_STYLE_URL ? readBasemap(env.MAP_STYLE_URL, env.MAP_ORIGINS ?? []) : null;
  const { database, demo } = await openPreparedDatabase(env.DATABASE_URL, {
    dataDir: env.DATA_DIR,
    demoSeed: env.DEMO_SEED,
    osrmUrl: env.OSRM_URL,
  });
  const storage = diskStorage(`${env.DATA_DIR}/files`);
  const basemap = await basemapReading;
  const admitted = basemap?.basemap.origins.join(', ');
  for (const problem of basemap?.problems ?? []) {
    console.warn(`Basemap: ${problem}. Maps may load from ${admitted} (MAP_ORIGINS adds others).`);
  }
  const deps: AppDeps = {
    database,
    clock,
    geocoder: createGeocoder({ geocoderUrl: env.GEOCODER_URL }),
    storage,
    config: {
      rateLimitPerHour: env.RATE_LIMIT_PER_HOUR,
      publicUrl: env.PUBLIC_URL,
      // The listening address is reachable by name too, unless it is every interface.
      allowedHosts: env.ALLOWED_HOSTS ?? [
        ...DEFAULT_ALLOWED_HOSTS,
        ...(['0.0.0.0', '::'].includes(env.HOST) ? [] : [env.HOST.toLowerCase()]),
      ],
      fileSigningSecret: env.FILE_SIGNING_SECRET ?? (await sharedSecret(database.db, FILE_SIGNING_SECRET, clock.now())),
      linkSigningSecret:
        env.ESTIMATE_LINK_SECRET ?? (await sharedSecret(database.db, ESTIMATE_LINK_SECRET, clock.now())),
      mailOutbound: env.SMTP_URL !== undefined,
      maxBodyBytes: env.MAX_BODY_BYTES,
      readCacheBytes: env.READ_CACHE_MB * 1024 * 1024,
      basemap: basemap?.basemap,
    },
  };
  const travel = createTravelModel({ osrmUrl: env.OSRM_URL });

  const app = createApp(deps);
  const server = await listen(app.fetch, env.HOST, env.PORT);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const housekeeping = startHousekeeping(database.db, clock);
  const routeWorker = await startRouteWorker({ db: database.db, clock, travel, listen: database.listen });
  // Without SMTP_URL nothing sends: messages wait in the outbox (docs/decisions/runtime.md "The mail queue").
  const mailer = env.SMTP_URL && env.MAIL_FROM ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : null;
  const mailWorker = mailer ? await startMailWorker({ db: database.db, clock, mailer, listen: database.listen }) : null;
  announce(env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${port}`, demo);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive and streaming connections would hold close() open: idle ones go now, the rest after a grace period.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    }
    await closed;
    await housekeeping.stop();
    await routeWorker.stop();
    await mailWorker?.stop();
    mailer?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`Canopy failed to start: ${(error as Error).message}`);
  process.exit(1);
});
