import { errorCodeSchema, fieldProblemSchema } from '../shared/contract/common';
import { ApiError } from './api-error';
import {
  fillPath,
  toSearch,
  type Answer,
  type Method,
  type PathWith,
  type Query,
  type RequestArgs,
} from './api-operations';

export interface ApiClientOptions {
  /** Ends in /api/v1. */
  baseUrl: string;
  apiKey: () => string | null;
  fetch?: typeof fetch;
  /** Retries of a retryable failure (the same Idempotency-Key each time). */
  maxRetries?: number;
  /** Waits before a retry; replaced in tests to run without delay. */
  sleep?: (ms: number) => Promise<void>;
}

export interface WriteOptions {
  /** One key per user action, reused for its retries; generated when not given. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * Each call names an operation by method and path template (`/sites/{siteId}`); its path values,
 * query, body and answer are typed by the contract (api-operations.ts), never chosen by hand.
 */
export interface ApiClient {
  get<P extends PathWith<'get'>>(
    path: P,
    ...request: RequestArgs<P, 'get', { signal?: AbortSignal }>
  ): Promise<Answer<P, 'get'>>;
  post<P extends PathWith<'post'>>(
    path: P,
    ...request: RequestArgs<P, 'post', WriteOptions>
  ): Promise<Answer<P, 'post'>>;
  patch<P extends PathWith<'patch'>>(
    path: P,
    ...request: RequestArgs<P, 'patch', WriteOptions>
  ): Promise<Answer<P, 'patch'>>;
  delete<P extends PathWith<'delete'>>(
    path: P,
    ...request: RequestArgs<P, 'delete', WriteOptions>
  ): Promise<Answer<P, 'delete'>>;
  /**
   * A GET whose answer is a file, not the envelope (a document PDF, the logo): a File named as the
   * server names it (Content-Disposition), failures as ApiError, retried like any read.
   */
  file<P extends PathWith<'get'>>(path: P, ...request: RequestArgs<P, 'get', { signal?: AbortSignal }>): Promise<File>;
  /** A signed GET whose body the caller reads itself (the change feed's event stream); not retried. */
  open(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response>;
  /**
   * The `Action-Id` the answer to the write sent with this Idempotency-Key carried (what
   * POST /schedule/actions/{actionId}/undo takes back); null when none (yet). The last 200 writes are kept.
   */
  actionIdOf(idempotencyKey: string): string | null;
  /** Calls `retrying` each time the write with this key failed for the network and is sent again; returns how to stop. */
  watchRetries(idempotencyKey: string, retrying: () => void): () => void;
}

/** Writes whose Action-Id the client keeps: more than a board's toasts and Ctrl+Z can still undo. */
const KEPT_ACTION_IDS = 200;

/** A request as the client sends it, whatever the operation. */
interface AnyRequest extends WriteOptions {
  path?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  let body: { message?: unknown; data?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not our envelope (a proxy's error page): keep the status.
  }
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  const data = (body.data ?? {}) as Record<string, unknown>;
  const errors = fieldProblemSchema.array().safeParse(data.errors);
  const code = errorCodeSchema.safeParse(errors.success ? 'validation_failed' : data.code);
  const fallback = response.status >= 500 ? 'internal_error' : 'validation_failed';
  return new ApiError(
    response.status,
    code.success ? code.data : fallback,
    message,
    errors.success ? errors.data : [],
    data,
    retryAfterSeconds,
  );
}

/** The name Content-Disposition gives a file, else the last part of its path. */
function fileNameOf(response: Response, url: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? new URL(url, 'http://name.invalid').pathname.split('/').at(-1) ?? 'file';
}

async function fileOf(response: Response, url: string): Promise<File> {
  const type = response.headers.get('Content-Type') ?? '';
  return new File([await response.arrayBuffer()], fileNameOf(response, url), { type });
}

const backoffMs = (attempt: number, error: ApiError) =>
  (error.retryAfterSeconds ?? 0) * 1000 || Math.min(4000, 250 * 2 ** attempt);

/** The typed way to the API: envelope unwrapped, failures as ApiError, writes idempotent across retries. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const maxRetries = options.maxRetries ?? 3;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const actionIds = new Map<string, string>();
  const retryWatchers = new Map<string, Set<() => void>>();
  const keepActionId = (idempotencyKey: string | undefined, response: Response) => {
    const actionId = response.headers.get('Action-Id');
    if (!idempotencyKey || !actionId) return;
    actionIds.delete(idempotencyKey);
    actionIds.set(idempotencyKey, actionId);
    for (const oldest of actionIds.keys()) {
      if (actionIds.size <= KEPT_ACTION_IDS) break;
      actionIds.delete(oldest);
    }
  };

  async function send(
    method: string,
    url: string,
    body: unknown,
    headers: Record<string, string>,
    signal?: AbortSignal,
    answer: 'envelope' | 'file' = 'envelope',
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const key = options.apiKey();
      const requestHeaders: Record<string, string> = {
        Accept: answer === 'file' ? '*/*' : 'application/json',
        ...headers,
      };
      if (key) requestHeaders.Authorization = `ApiKey ${key}`;
      if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
      let error: ApiError;
      try {
        const response = await doFetch(url, {
          method,
          headers: requestHeaders,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
        if (response.ok) {
          keepActionId(headers['Idempotency-Key'], response);
          return answer === 'file' ? fileOf(response, url) : ((await response.json()) as { data: unknown }).data;
        }
        error = await toApiError(response);
      } catch (thrown) {
        if (signal?.aborted) throw thrown;
        error = new ApiError(0, 'network_error', thrown instanceof Error ? thrown.message : 'Network error');
      }
      if (!error.retryable || attempt >= maxRetries) throw error;
      if (error.code === 'network_error') {
        const key = headers['Idempotency-Key'];
        for (const retrying of (key && retryWatchers.get(key)) || []) retrying();
      }
      await sleep(backoffMs(attempt, error));
    }
  }

  const url = (template: string, request: AnyRequest) =>
    `${options.baseUrl}${fillPath(template, request.path)}${toSearch(request.query)}`;
  const write =
    (method: Uppercase<Exclude<Method, 'get'>>) =>
    (template: string, request: AnyRequest = {}) =>
      send(
        method,
        url(template, request),
        request.body,
        { 'Idempotency-Key': request.idempotencyKey ?? crypto.randomUUID() },
        request.signal,
      );

  // The operation types live on the interface; underneath, every call is one of these untyped requests.
  const client = {
    open: (path: string, headers: Record<string, string>, signal: AbortSignal) => {
      const key = options.apiKey();
      return doFetch(`${options.baseUrl}${path}`, {
        headers: { ...headers, ...(key && { Authorization: `ApiKey ${key}` }) },
        signal,
      });
    },
    get: (template: string, request: AnyRequest & { signal?: AbortSignal } = {}) =>
      send('GET', url(template, request), undefined, {}, request.signal),
    file: (template: string, request: AnyRequest & { signal?: AbortSignal } = {}) =>
      send('GET', url(template, request), undefined, {}, request.signal, 'file'),
    post: write('POST'),
    patch: write('PATCH'),
    delete: write('DELETE'),
    actionIdOf: (idempotencyKey: string) => actionIds.get(idempotencyKey) ?? null,
    watchRetries: (idempotencyKey: string, retrying: () => void) => {
      const watchers = retryWatchers.get(idempotencyKey) ?? new Set();
      retryWatchers.set(idempotencyKey, watchers.add(retrying));
      return () => {
        watchers.delete(retrying);
        if (watchers.size === 0) retryWatchers.delete(idempotencyKey);
      };
    },
  };
  return client as unknown as ApiClient;
}
