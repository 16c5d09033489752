import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import {
  fillPath,
  toSearch,
  type Answer,
  type Method,
  type PathWith,
  type Query,
  type RequestArgs,
} from '../../src/client/api-operations';
import { scopes as allScopes, type Scope } from '../../src/shared/contract/scopes';
import type { Geocoder } from '../../src/server/adapters/geocoder/geocoder';
import { zipCentroidGeocoder } from '../../src/server/adapters/geocoder/zip-centroid-geocoder';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { createApp, type App } from '../../src/server/app';
import type { AppConfig, AppDeps } from '../../src/server/http/app-env';
import { listen } from '../../src/server/http/listen';
import { createApiKey } from '../../src/server/keys/api-keys';
import { createOrganization, type NewOrganization } from '../../src/server/orgs/orgs.service';
import { testClock, type TestClock } from './test-clock';
import { testDatabase } from './test-database';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** The parsed envelope (or raw text when the body is not JSON). */
  body: { success: boolean; message: string; data: T };
  text: string;
}

export interface RequestOptions {
  key?: string | null;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
}

export interface TestOrg {
  id: string;
  /** An all-scope key for this organization. */
  key: string;
  newKey(scopes?: readonly Scope[], options?: { expiresAt?: Date }): Promise<string>;
}

/** A request of the contract's operation, typed as the SPA's client types it, plus who sends it. */
type ContractCall<M extends Method> = <P extends PathWith<M>>(
  path: P,
  ...request: RequestArgs<P, M, RequestOptions>
) => Promise<ApiResponse<Answer<P, M>>>;

/**
 * Calls named by method and path template (`/sites/{siteId}`): path values, query, body and the
 * answer's `data` are typed by the contract. Tests of well-formed requests use these; the raw
 * `request`/`get`/`post` remain for what the contract's types refuse (bad input, odd headers).
 */
export interface ContractCalls {
  get: ContractCall<'get'>;
  post: ContractCall<'post'>;
  patch: ContractCall<'patch'>;
  delete: ContractCall<'delete'>;
}

export interface TestApp {
  baseUrl: string;
  app: App;
  deps: AppDeps;
  clock: TestClock;
  newOrg(input?: Partial<NewOrganization>): Promise<TestOrg>;
  request<T = any>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  contract: ContractCalls;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  geocoder?: Geocoder;
  /** Key used when a request names none. */
  defaultKey?: () => string | undefined;
}

/**
 * The real app on a real loopback port over the worker's real database. Closed after the file.
 * `request` sends `Authorization: ApiKey <key>` when a key is given (null sends none).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await testDatabase();
  const clock = testClock();
  const deps: AppDeps = {
    database,
    clock,
    geocoder: options.geocoder ?? zipCentroidGeocoder,
    storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-files-'))),
    config: {
      rateLimitPerHour: 1000,
      fileSigningSecret: 'test-signing-secret-that-is-long-enough-0123456789',
      maxBodyBytes: 256 * 1024,
      ...options.config,
    },
  };
  const app = createApp(deps);
  const server = await listen(app.fetch, '127.0.0.1', 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function request<T>(
    method: string,
    pathname: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key === undefined ? options.defaultKey?.() : opts.key;
    if (key) headers.Authorization = `ApiKey ${key}`;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    let payload: string | undefined = opts.rawBody;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    const url = pathname.startsWith('http')
      ? pathname
      : `${baseUrl}${pathname.startsWith('/api') || pathname.startsWith('/files') ? '' : '/api/v1'}${pathname}`;
    const response = await fetch(url, { method, headers, body: payload });
    const text = await response.text();
    let parsed: ApiResponse<T>['body'];
    try {
      parsed = JSON.parse(text) as ApiResponse<T>['body'];
    } catch {
      parsed = { success: false, message: text, data: null as T };
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  const contractCall =
    <M extends Method>(method: M): ContractCall<M> =>
    (template, ...[call]) => {
      const {
        path: values,
        query,
        body,
        ...options
      } = (call ?? {}) as {
        path?: Record<string, string | number>;
        query?: Query;
        body?: unknown;
      } & RequestOptions;
      return request(method.toUpperCase(), `${fillPath(template, values)}${toSearch(query)}`, body, options);
    };

  return {
    baseUrl,
    app,
    deps,
    clock,
    async newOrg(input = {}) {
      const { id } = await createOrganization(
        database.db,
        { name: input.name ?? 'Test Arborists', ...input },
        clock.now(),
      );
      const newKey = async (keyScopes: readonly Scope[] = allScopes, keyOptions: { expiresAt?: Date } = {}) =>
        (
          await createApiKey(
            database.db,
            { orgId: id, scopes: keyScopes, expiresAt: keyOptions.expiresAt ?? null },
            clock.now(),
          )
        ).key;
      return { id, key: await newKey(), newKey };
    },
    request,
    get: (pathname, opts) => request('GET', pathname, undefined, opts),
    post: (pathname, body, opts) => request('POST', pathname, body, opts),
    contract: {
      get: contractCall('get'),
      post: contractCall('post'),
      patch: contractCall('patch'),
      delete: contractCall('delete'),
    },
  };
}
