import type { TestApp } from '../../support/test-app';

/** A document read as a client downloads it: the bytes as sent (the test app's `request` reads text). */
export async function fetchDocument(api: TestApp, path: string, key: string) {
  const res = await fetch(`${api.baseUrl}/api/v1${path}`, { headers: { Authorization: `ApiKey ${key}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
