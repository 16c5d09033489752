import { errorCodeSchema, fieldProblemSchema } from '../shared/contract/common';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type Query = Record<string, QueryValue>;

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

export interface ApiClient {
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  write<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  /** A signed GET whose body the caller reads itself (the change feed's event stream); not retried. */
  open(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response>;
}

function toSearch(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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
  return new ApiError(response.status, code.success ? code.data : fallback, message, errors.success ? errors.data : [], data, retryAfterSeconds);
}

const backoffMs = (attempt: number, error: ApiError) => (error.retryAfterSeconds ?? 0) * 1000 || Math.min(4000, 250 * 2 ** attempt);

/** The typed way to the API: envelope unwrapped, failures as ApiError, writes idempotent across retries. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const maxRetries = options.maxRetries ?? 3;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function send<T>(method: string, url: string, body: unknown, headers: Record<string, string>, signal?: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const key = options.apiKey();
      const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
      if (key) requestHeaders.Authorization = `ApiKey ${key}`;
      if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
      let error: ApiError;
      try {
        const response = await doFetch(url, { method, headers: requestHeaders, body: body === undefined ? undefined : JSON.stringify(body), signal });
        if (response.ok) return ((await response.json()) as { data: T }).data;
        error = await toApiError(response);
      } catch (thrown) {
        if (signal?.aborted) throw thrown;
        error = new ApiError(0, 'network_error', thrown instanceof Error ? thrown.message : 'Network error');
      }
      if (!error.retryable || attempt >= maxRetries) throw error;
      await sleep(backoffMs(attempt, error));
    }
  }

  return {
    open: (path, headers, signal) => {
      const key = options.apiKey();
      return doFetch(`${options.baseUrl}${path}`, { headers: { ...headers, ...(key && { Authorization: `ApiKey ${key}` }) }, signal });
    },
    get: (path, query, signal) => send('GET', `${options.baseUrl}${path}${toSearch(query)}`, undefined, {}, signal),
    write: (method, path, body, writeOptions = {}) =>
      send(method, `${options.baseUrl}${path}`, body, { 'Idempotency-Key': writeOptions.idempotencyKey ?? crypto.randomUUID() }, writeOptions.signal),
  };
}
