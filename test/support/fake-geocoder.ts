import { startLoopbackServer } from './loopback-server';

export interface FakeAnswer {
  status?: number;
  /** JSON-encoded unless it is already a string (sent raw, to test unparsable answers). */
  body?: unknown;
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number;
}

export interface FakeGeocoder {
  /** Base URL to hand to httpGeocoder/createGeocoder; it has a path prefix like a real deployment may. */
  url: string;
  /** Every request received, newest last. */
  requests: URL[];
  /** The answer for the following requests (default: 200 with []). */
  answer(next: FakeAnswer): void;
}

const PREFIX = '/nominatim';

/** A stand-in for a Nominatim server on 127.0.0.1, port 0; closed after the test file. */
export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: URL[] = [];
  let current: FakeAnswer = {};

  const origin = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const {
      status = 200,
      body = [],
      delayMs = 0,
    } = url.pathname === `${PREFIX}/search` ? current : { status: 404, body: 'not found' };
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });

  return {
    url: `${origin}${PREFIX}`,
    requests,
    answer(next) {
      current = next;
    },
  };
}
