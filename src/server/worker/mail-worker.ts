import { MailFailure, type Mailer } from '../adapters/mail/mailer';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import { recordEvent } from '../events/events.service';
import { claimDueMessage, MESSAGES_CHANNEL, settleMessage, type ClaimedMessage } from '../messages/messages.repo';
import { backoffMs, startLeasedLoop, type LeasedLoop } from './leased-loop';

/** How long a claimed message is the claimer's; a worker that dies mid-send frees it after this. */
export const MESSAGE_LEASE_MS = 60_000;
/** Attempts before a message reads `failed` (docs/decisions/caps.md "Mail"). */
export const MAX_MESSAGE_ATTEMPTS = 6;
/** Wait before retry n: 1, 2, 4, 8, 16 minutes (about half an hour in all). */
export const messageRetryDelayMs = (attempt: number) => backoffMs(60_000, attempt);

const DEFAULT_POLL_MS = 5_000;
const MAX_MESSAGES_PER_RUN = 50;

export interface MailWorkerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  listen?: Database['listen'];
}

export interface MailRunOptions {
  /** Take only these organizations' messages (tests sharing a database). */
  orgIds?: readonly string[];
  maxMessages?: number;
}

export type MailOutcome = 'delivered' | 'retry' | 'failed';

type Settled = Parameters<typeof settleMessage>[2];

/** Records the attempt's end, and tells the Outbox screens, while the worker still holds the lease. */
async function settle(deps: MailWorkerDeps, message: ClaimedMessage, outcome: Settled): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await settleMessage(tx, message, outcome, now))) return;
    const { orgId, id, estimateId, invoiceId } = message;
    await recordEvent(
      tx,
      orgId,
      { type: 'message.changed', payload: { messageId: id, estimateId, invoiceId, status: outcome.status } },
      now,
    );
  });
}

async function sendOne(deps: MailWorkerDeps, message: ClaimedMessage): Promise<MailOutcome> {
  let error: string;
  if (message.attempts > MAX_MESSAGE_ATTEMPTS) {
    // Claimed once more than allowed: earlier attempts died without a word (their leases lapsed).
    error = 'The message could not be sent';
  } else {
    try {
      await deps.mailer.send({
        to: message.toAddress,
        subject: message.subject,
        text: message.bodyText,
        attachment:
          message.attachment && message.attachmentName
            ? { fileName: message.attachmentName, contentType: 'application/pdf', bytes: message.attachment }
            : null,
      });
      await settle(deps, message, { status: 'delivered' });
      return 'delivered';
    } catch (thrown) {
      error = thrown instanceof MailFailure ? thrown.message : 'The message could not be sent';
    }
  }
  const now = deps.clock.now();
  if (message.attempts >= MAX_MESSAGE_ATTEMPTS) {
    await settle(deps, message, { status: 'failed', error: `${error}; gave up after ${message.attempts} attempts` });
    return 'failed';
  }
  const retryAt = new Date(now.getTime() + messageRetryDelayMs(message.attempts));
  await settle(deps, message, { status: 'waiting', retryAt, error });
  return 'retry';
}

/** Sends due messages one after another until none is left (or `maxMessages`); tests drive it step by step. */
export async function sendDueMessages(deps: MailWorkerDeps, options: MailRunOptions = {}): Promise<MailOutcome[]> {
  const outcomes: MailOutcome[] = [];
  while (outcomes.length < (options.maxMessages ?? MAX_MESSAGES_PER_RUN)) {
    const now = deps.clock.now();
    const message = await claimDueMessage(deps.db, now, new Date(now.getTime() + MESSAGE_LEASE_MS), options.orgIds);
    if (!message) break;
    outcomes.push(await sendOne(deps, message));
  }
  return outcomes;
}

/** The in-process mail worker, in the loop the route worker runs in (worker/leased-loop.ts). */
export async function startMailWorker(
  deps: MailWorkerDeps,
  options: MailRunOptions & { pollMs?: number } = {},
): Promise<LeasedLoop> {
  const { pollMs = DEFAULT_POLL_MS, ...run } = options;
  return startLeasedLoop(() => sendDueMessages(deps, run), {
    label: 'mail worker',
    channel: MESSAGES_CHANNEL,
    listen: deps.listen,
    pollMs,
  });
}
