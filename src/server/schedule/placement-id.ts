import { randomUUID } from 'node:crypto';
import { v5 as uuidV5 } from 'uuid';

/** Namespace of placement ids derived from an Idempotency-Key. Never change it: retries of old batches rely on it. */
const PLACEMENT_ID_NAMESPACE = '3b9a38d2-be89-46ad-904e-192ceab04ca1';

/**
 * api.md POST /schedule: each estimate derives a stable id from the key, so a batch retried under
 * the same key (even after its replay record expired) finds its placements and places nothing twice.
 * Without a key every call places afresh.
 */
export function placementIdFor(idempotencyKey: string | undefined, estimateId: string): string {
  return idempotencyKey === undefined
    ? randomUUID()
    : uuidV5(`${idempotencyKey.toLowerCase()}:${estimateId}`, PLACEMENT_ID_NAMESPACE);
}
