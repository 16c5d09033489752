import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { errorEnvelopeSchema, idempotencyKeyHeader } from '../../src/shared/contract/common';
import { sendRequest, type HttpAnswer, type RequestFailure } from './api-http-load';
import type { LoadTally } from './load-mix-stats';

const API = '/api/v1';
/** Share of successful writes sent a second time with the same key and body: each must replay, never act twice. */
const REPLAY_SHARE = 0.1;

export interface Answer<T> {
  status: number;
  /** The payload of a 2xx answer (parsed by its contract schema when one was given); null otherwise. */
  data: T | null;
  /** `data.code` of an error answer (`validation_failed` for a 422). */
  code: string | null;
}

interface Envelope {
  success: boolean;
  message: string;
  data: unknown;
}

const isSuccessEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  (value as Envelope).success === true &&
  typeof (value as Envelope).message === 'string' &&
  'data' in value;

/**
 * One virtual dispatcher's HTTP client: every answer is timed into the tally and checked to be in
 * the contract's envelope; a 5xx, a network error or an answer outside the envelope is a breach.
 */
export class DispatcherClient {
  constructor(
    private readonly base: URL,
    private readonly agent: http.Agent,
    private readonly key: string,
    private readonly tally: LoadTally,
    private readonly chance: (probability: number) => boolean,
  ) {}

  /** A new connection per request: where a request goes again after its kept-alive socket was closed under it. */
  private readonly freshConnections = new http.Agent({ keepAlive: false });

  read<T>(operation: string, path: string, schema?: z.ZodType<T>): Promise<Answer<T>> {
    return this.send(operation, 'GET', path, undefined, undefined, schema).then(({ answer }) => answer);
  }

  /** A write under its own Idempotency-Key (fresh unless given); some successful ones are sent again and must replay exactly. */
  async write<T>(
    operation: string,
    method: string,
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    key: string = randomUUID(),
  ): Promise<Answer<T>> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const first = await this.send(operation, method, path, text, key, schema);
    if (first.answer.status < 300 && this.chance(REPLAY_SHARE)) {
      const again = await this.send(`${operation} (replay)`, method, path, text, key, schema);
      const expectedStatus = first.answer.status === 201 ? 200 : first.answer.status;
      if (
        again.answer.status !== expectedStatus ||
        again.replayed !== 'true' ||
        !isDeepStrictEqual(again.payload, first.payload)
      ) {
        this.tally.breach(
          `${operation}: a retry under the same key was not a faithful replay (${again.answer.status}, Idempotent-Replay ${again.replayed ?? 'absent'})`,
        );
      }
    }
    return first.answer;
  }

  /**
   * Node's documented keep-alive race (`request.reusedSocket`): a server closes a kept-alive socket
   * once it has been idle for its keepAliveTimeout (5 s), and a request that went out on it just
   * before gets ECONNRESET, unanswered. On PGlite, whose queries hold the event loop, a loaded
   * machine makes that window wide. Such a request is sent once more on a fresh connection, as a
   * client would (writes keep their Idempotency-Key), and counted; any other failure is a breach.
   */
  private async sendOnce(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<HttpAnswer> {
    const url = new URL(`${API}${path}`, this.base);
    try {
      return await sendRequest(this.agent, method, url, headers, body);
    } catch (error) {
      const failure = error as RequestFailure;
      if (!failure.reusedSocket || failure.code !== 'ECONNRESET') throw error;
      this.tally.keepAliveResets += 1;
      return sendRequest(this.freshConnections, method, url, headers, body);
    }
  }

  private async send<T>(
    operation: string,
    method: string,
    path: string,
    body: string | undefined,
    idempotencyKey: string | undefined,
    schema: z.ZodType<T> | undefined,
  ): Promise<{ answer: Answer<T>; payload: unknown; replayed: string | undefined }> {
    const headers: Record<string, string> = { Authorization: `ApiKey ${this.key}` };
    if (idempotencyKey) headers[idempotencyKeyHeader] = idempotencyKey;
    const startedAt = performance.now();
    let response: HttpAnswer;
    try {
      response = await this.sendOnce(method, path, headers, body);
    } catch (error) {
      this.tally.record(operation, performance.now() - startedAt, 599, null);
      this.tally.breach(
        `${operation} ${method} ${path}: ${(error as Error).message} (reused socket: ${(error as RequestFailure).reusedSocket})`,
      );
      return { answer: { status: 599, data: null, code: null }, payload: null, replayed: undefined };
    }
    const latency = performance.now() - startedAt;
    const replayed = response.headers['idempotent-replay'] as string | undefined;
    const text = response.bytes.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }

    if (response.status < 300) {
      this.tally.record(operation, latency, response.status, null);
      if (!isSuccessEnvelope(parsed)) {
        this.tally.breach(
          `${operation} ${method} ${path}: ${response.status} outside the envelope: ${text.slice(0, 200)}`,
        );
        return { answer: { status: response.status, data: null, code: null }, payload: parsed, replayed };
      }
      const checked = schema ? schema.safeParse(parsed.data) : { success: true as const, data: parsed.data as T };
      if (!checked.success)
        this.tally.breach(
          `${operation} ${method} ${path}: data does not match the contract: ${checked.error.message.slice(0, 300)}`,
        );
      return {
        answer: { status: response.status, data: checked.success ? checked.data : null, code: null },
        payload: parsed.data,
        replayed,
      };
    }

    const failure = errorEnvelopeSchema.safeParse(parsed);
    const data = failure.success ? failure.data.data : null;
    const code = data === null ? null : 'code' in data ? data.code : 'validation_failed';
    this.tally.record(operation, latency, response.status, code);
    if (!failure.success)
      this.tally.breach(
        `${operation} ${method} ${path}: ${response.status} outside the error envelope: ${text.slice(0, 200)}`,
      );
    if (response.status >= 500)
      this.tally.breach(`${operation} ${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return { answer: { status: response.status, data: null, code }, payload: parsed, replayed };
  }
}
