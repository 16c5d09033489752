import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { errorEnvelopeSchema, VALIDATION_FAILED_MESSAGE, type ErrorCode } from '../../../src/shared/contract/common';
import type { ApiResponse, TestApp } from '../../support/test-app';

/** A failure answered in the envelope (checked against the contract schema) with this status and code. */
export function expectFailure(res: ApiResponse, status: number, code: ErrorCode) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { success: false, data: { code } } });
  return errorEnvelopeSchema.parse(res.body);
}

/** A 422 `validation_failed` whose problems name exactly these fields (in any order). */
export function expectValidationFailure(res: ApiResponse, fields: string[]) {
  expect(res.status).toBe(422);
  const envelope = errorEnvelopeSchema.parse(res.body);
  expect(envelope.message).toBe(VALIDATION_FAILED_MESSAGE);
  expect(Object.keys(envelope.data ?? {})).toEqual(['errors']);
  const problems = (envelope.data as { errors: { field: string; problem: string }[] }).errors;
  expect(problems.map((problem) => problem.field).sort()).toEqual([...fields].sort());
  for (const problem of problems) expect(problem.problem.length).toBeGreaterThan(0);
  return problems;
}

export interface RateLimitHeaders {
  limit: number;
  remaining: number;
  reset: number;
}

/** The RateLimit-* trio as integers; fails unless all three are present and integral. */
export function rateLimitOf(res: ApiResponse): RateLimitHeaders {
  const read = (name: string) => {
    const value = res.headers.get(name);
    expect(value, `${name} header`).toMatch(/^\d+$/);
    return Number(value);
  };
  return { limit: read('RateLimit-Limit'), remaining: read('RateLimit-Remaining'), reset: read('RateLimit-Reset') };
}

export function expectNoRateLimitHeaders(res: ApiResponse) {
  const names = [...res.headers.keys()].filter((name) => name.toLowerCase().startsWith('ratelimit'));
  expect(names).toEqual([]);
}

/** A name nobody else uses, so `search` isolates one test's customers. */
export const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** Customers of the key's organization whose name contains `search`, across every page. */
export async function customerNames(api: TestApp, key: string, search: string): Promise<string[]> {
  const res = await api.get(`/customers?limit=200&search=${encodeURIComponent(search)}`, { key });
  expect(res.status).toBe(200);
  expect(res.body.data.nextCursor).toBeNull();
  return res.body.data.items.map((item: { name: string }) => item.name);
}
