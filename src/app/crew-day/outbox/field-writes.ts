import type { EstimateLineStatus } from '../../../shared/contract/estimates';
import type { CreateNote, CreateTree, Photo } from '../../../shared/contract/inventory';

/**
 * What a crew does on site that must reach the office: a line marked done (or back to pending), a
 * whole stop done, a tree added (with a photo taken there), a note. Each is kept on the phone in
 * the outbox until the server has it.
 */
export type FieldWrite =
  | { kind: 'line'; estimateId: string; lineId: string; status: EstimateLineStatus }
  | { kind: 'stop'; estimateId: string; lineIds: string[] }
  | {
      kind: 'tree';
      siteId: string;
      tree: CreateTree;
      /** The photo as it will be uploaded (already made smaller), kept on the phone until sent. */
      photo: { image: Blob; category: Photo['category'] } | null;
    }
  | { kind: 'note'; siteId: string; note: CreateNote };

/** One write waiting in the outbox, as the phone keeps it. */
export interface OutboxEntry {
  /** Sorts in the order the writes were made: the outbox sends them in that order. */
  id: string;
  write: FieldWrite;
  /**
   * One Idempotency-Key per request of the write, made when the person acted (a tree with a photo
   * is two requests), so each request lands once however often it is sent again.
   */
  idempotencyKeys: string[];
  /** What the person did, in their words ("JOB-12, Prune the oak: done"): said while it waits or when refused. */
  words: string;
  /** When the person acted (ISO). */
  madeAt: string;
  /** A tree already stored while its photo still waits: its id, so the photo goes to it. */
  treeId: string | null;
  /** Why the server refused it, in plain words; it stays, shown, until the person dismisses it. */
  refusal: string | null;
}

/** How many requests a write takes: a tree with a photo is the tree, then its photo. */
export const requestCount = (write: FieldWrite) => (write.kind === 'tree' && write.photo ? 2 : 1);
