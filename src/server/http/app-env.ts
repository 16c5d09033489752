import type { Scope } from '../../shared/contract/scopes';
import type { Geocoder } from '../adapters/geocoder/geocoder';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Clock } from '../clock';
import type { Database, Tx } from '../db/client';
import type { CrewReach } from '../keys/crew-reach';
import type { KeyUse } from '../keys/key-use';
import type { CachedReads } from '../read-cache/read-cache';
import type { SuccessStatus } from './envelope';

export interface AppConfig {
  /** Counted requests per key per hour (api.md: 1000; lowered only in tests). */
  rateLimitPerHour: number;
  /** Absolute origin for links the service hands out (signed photo URLs); else the request's origin. */
  publicUrl?: string | undefined;
  /**
   * Without a public URL, the hosts a request may name for links to be built on its origin (a forged
   * Host must not mint links to another site). Default: localhost, 127.0.0.1 and ::1.
   */
  allowedHosts?: readonly string[] | undefined;
  /** HMAC key for signed file URLs, shared by every instance. */
  fileSigningSecret: string;
  /**
   * HMAC key of the links that open one estimate to its customer, shared by every instance
   * (docs/decisions/security.md "Estimate links"); unset, one is derived from fileSigningSecret.
   */
  linkSigningSecret?: string | undefined;
  /** Whether e-mail leaves (SMTP_URL is set); without it messages wait in the outbox. */
  mailOutbound?: boolean | undefined;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Memory for cached answers of the board, queue and fit (src/server/read-cache); 0 turns caching off. Default 64 MB. */
  readCacheBytes?: number | undefined;
  /** MAP_STYLE_URL and every origin its maps load from (src/server/startup/read-basemap.ts); unset, no basemap. */
  basemap?: Basemap | undefined;
}

/** The office's basemap: the style the SPA's maps draw under their layers, and the origins the CSP admits for it. */
export interface Basemap {
  styleUrl: string;
  origins: readonly string[];
}

export interface AppDeps {
  database: Database;
  clock: Clock;
  geocoder: Geocoder;
  storage: FileStorage;
  config: AppConfig;
}

export interface Caller {
  orgId: string;
  keyId: string;
  /** The key's name, as a line marked done records who did it; null for a key made without one. */
  keyName: string | null;
  scopes: readonly Scope[];
  /** A crew key's reach (docs/decisions/crews.md "Crew keys"); null for an office key, which reaches the organization. */
  crew: CrewReach | null;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** Headers the answer carries, decided inside the transaction (an action's Action-Id); a replay answers with them too. */
export interface AnswerHeaders {
  set(name: string, value: string): void;
}

/**
 * Runs one use case in one transaction; with an Idempotency-Key the stored answer is written in
 * that same transaction, so a crash can never leave a write without its replay record. `replayed`
 * is what a replay answers instead, when the answer holds a secret that must not be stored (a new key).
 */
export type RunWrite = <T>(
  status: SuccessStatus,
  work: (tx: Tx, answer: AnswerHeaders) => Promise<T>,
  replayed?: (data: T) => unknown,
) => Promise<T>;

/**
 * What follows every journaled schedule action in its transaction, given the jobs it put on another
 * day, on the schedule or off it: set by the app (visit notices, src/server/messages), so crew-days
 * needs no feature of its own.
 */
export type ScheduleChangeFollowUp = (
  tx: Tx,
  orgId: string,
  estimateIds: readonly string[],
  now: Date,
) => Promise<void>;

export interface AppEnv {
  Variables: {
    afterScheduleChange: ScheduleChangeFollowUp;
    deps: AppDeps;
    readCache: CachedReads;
    keyUse: KeyUse;
    caller: Caller;
    rateLimit: RateLimitState;
    runWrite: RunWrite;
  };
}
