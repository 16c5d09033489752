import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

/** One request on a kept-alive connection: its status and the Keep-Alive header it was answered with. */
const answerOf = (url: string) =>
  new Promise<{ status: number; keepAlive: string }>((resolve, reject) => {
    const sent = request(url, { headers: { Connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, keepAlive: String(res.headers['keep-alive']) }));
    });
    sent.on('error', reject);
    sent.end();
  });

describe('idle connections', () => {
  it('are kept longer than a load balancer keeps its own, so the client closes them, never the server mid-request', async () => {
    // A client reuses an idle connection for as long as this says (less a second): a server that
    // closed it sooner (Node's default is 5 s) drops a request sent as it closes (ECONNRESET).
    expect(await answerOf(`${api.baseUrl}/api/v1/org`)).toEqual({ status: 401, keepAlive: 'timeout=65' });
  });
});
