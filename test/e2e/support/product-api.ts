import { randomUUID } from 'node:crypto';

/**
 * The API of the product under test, as a script calls it with the demo's key: the data a journey
 * checks or prepares. A write carries a fresh Idempotency-Key; a refusal throws, naming the answer.
 */
export function productApi(origin: string, apiKey: string) {
  return async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const method = init.method ?? 'GET';
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `ApiKey ${apiKey}`,
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
        ...(method !== 'GET' && { 'Idempotency-Key': randomUUID() }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
}
