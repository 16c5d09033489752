import { randomUUID } from 'node:crypto';
import { idempotencyKeyHeader } from '../../../src/shared/contract/common';

/** What came back for a request: status, the parsed envelope (null when the body is not JSON), and the raw text. */
export interface Answer {
  status: number;
  body: { success: boolean; message: string; data: unknown } | null;
  text: string;
  replay: boolean;
  retryAfterSeconds: number | null;
}

/** One write as a client intends it: sent once, and resent with the same key and body until answered. */
export interface WriteRecord {
  label: string;
  method: string;
  path: string;
  body: unknown;
  key: string;
  idempotencyKey: string;
  /** The answer the first send got; null when the connection broke before one came. */
  firstAnswer: Answer | null;
  /** The last answer, after any retries. */
  answer: Answer | null;
  /** Sends after the first (each 409 command_in_progress wait counts one). */
  resends: number;
  /** Of those, answered 409 command_in_progress: the key was still claimed (by a dead request, until its lease ends). */
  inProgressAnswers: number;
  /** When (epoch ms) the last send was answered. */
  answeredAt: number | null;
}

/** The connection broke (refused, reset, closed) before a response arrived. */
export class Unanswered extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(
  apiUrl: string,
  method: string,
  path: string,
  key: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `ApiKey ${key}` };
  if (idempotencyKey) headers[idempotencyKeyHeader] = idempotencyKey;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await response.text();
  } catch (error) {
    throw new Unanswered(`${method} ${path}: ${(error as Error).message}`);
  }
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = null;
  }
  const retryAfter = response.headers.get('Retry-After');
  return {
    status: response.status,
    body: parsed,
    text,
    replay: response.headers.get('Idempotent-Replay') === 'true',
    retryAfterSeconds: retryAfter === null ? null : Number(retryAfter),
  };
}

const inProgress = (answer: Answer) =>
  answer.status === 409 && (answer.body?.data as { code?: string } | null)?.code === 'command_in_progress';

/**
 * A client that keeps a ledger of every write it sends (each with its own Idempotency-Key), so
 * after a fault it can resend exactly the ones that got no answer.
 */
export function recordingClient() {
  const writes: WriteRecord[] = [];

  return {
    writes,
    read: (apiUrl: string, key: string, path: string) => send(apiUrl, 'GET', path, key),

    /** Sends a new write once; throws Unanswered (the record stays in the ledger, unanswered). */
    async write(
      apiUrl: string,
      key: string,
      label: string,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<Answer> {
      const record: WriteRecord = {
        label,
        method,
        path,
        body,
        key,
        idempotencyKey: randomUUID(),
        firstAnswer: null,
        answer: null,
        resends: 0,
        inProgressAnswers: 0,
        answeredAt: null,
      };
      writes.push(record);
      const answer = await send(apiUrl, method, path, key, body, record.idempotencyKey);
      record.firstAnswer = answer;
      record.answer = answer;
      record.answeredAt = Date.now();
      return answer;
    },

    /**
     * Resends the write with its key and body as a client following api.md does: a 5xx or a broken
     * connection is retried, a 409 command_in_progress waits its Retry-After. Gives up at `deadline`.
     */
    async resend(apiUrl: string, record: WriteRecord, deadline: number): Promise<Answer> {
      for (;;) {
        record.resends += 1;
        let answer: Answer | null = null;
        try {
          answer = await send(apiUrl, record.method, record.path, record.key, record.body, record.idempotencyKey);
          record.answer = answer;
          record.answeredAt = Date.now();
        } catch (error) {
          if (!(error instanceof Unanswered)) throw error;
        }
        if (answer && inProgress(answer)) record.inProgressAnswers += 1;
        else if (answer && answer.status < 500) return answer;
        if (Date.now() > deadline)
          throw new Error(`${record.label} still unanswered at the deadline (last: ${answer?.status ?? 'no answer'})`);
        await sleep(answer?.retryAfterSeconds ? answer.retryAfterSeconds * 1000 : 250);
      }
    },
  };
}

export type RecordingClient = ReturnType<typeof recordingClient>;
