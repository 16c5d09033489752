import type { DbOrTx } from '../db/client';
import { noteKeyUse } from './api-keys';

/** How out of date a key's lastUsedAt may be: one write per key per instance this often, not one per request. */
export const KEY_USE_NOTED_EVERY_MS = 5 * 60 * 1000;
/** Keys remembered per instance before the memory starts over (a forgotten key is only written again sooner). */
const MOST_KEYS_REMEMBERED = 10_000;

/**
 * Keeps each key's `last_used_at` (GET /keys `lastUsedAt`) to within KEY_USE_NOTED_EVERY_MS: every
 * request pays a map lookup, and a key's first request in each interval one primary-key update.
 */
export class KeyUse {
  private readonly notedAt = new Map<string, number>();

  async note(db: DbOrTx, keyId: string, now: Date): Promise<void> {
    const last = this.notedAt.get(keyId);
    const at = now.getTime();
    if (last !== undefined && at >= last && at - last < KEY_USE_NOTED_EVERY_MS) return;
    if (this.notedAt.size >= MOST_KEYS_REMEMBERED) this.notedAt.clear();
    // Taken before the write, so requests arriving meanwhile do not write too.
    this.notedAt.set(keyId, at);
    await noteKeyUse(db, keyId, now);
  }
}
