import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { answerProblem, describeRequest } from './answer-check';
import { requestArbitrary } from './fuzz-requests';
import { fetchDocument, operationsOf, responseValidators, type OpenApiDocument } from './openapi-document';
import { sendRaw } from './raw-request';
import { pathValues, seedWorld, type World } from './security-world';

/**
 * What the whole run may add to the process's memory. The app answers in this test's own process
 * (beside vitest and the embedded database), so the growth is what the requests cost it. The files
 * of a worker share its process, whose heap is large by then and collected seldom: the garbage is
 * collected before the first request and every few hundred after, so what is measured is what the
 * requests hold and what one request takes at once, not garbage waiting for a collection.
 */
const MAX_RSS_GROWTH_BYTES = 256 * 1024 * 1024;
const REQUESTS_BETWEEN_COLLECTIONS = 300;
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
/** Bounded so the whole fuzz stays within about a minute on a shared 2-core machine. */
const RUNS_PER_OPERATION = 60;
const MAX_BODY_BYTES = 256 * 1024;
/** Fixed so a failure replays; FUZZ_SEED explores further. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_302);

let api: TestApp;
let doc: OpenApiDocument;
let world: World;

beforeAll(async () => {
  // The quota is not under test here: 429 would hide every answer behind it.
  api = await startTestApp({ config: { rateLimitPerHour: 1_000_000, maxBodyBytes: MAX_BODY_BYTES } });
  doc = await fetchDocument(api);
  world = await seedWorld(api);
});

describe('fuzz: every operation of the OpenAPI document', () => {
  it('answers random and boundary requests in the envelope, as documented, with no server error', async () => {
    const validatorFor = responseValidators(doc);
    const ids = Object.values(pathValues(world)).filter((value) => /^[0-9a-f-]{36}$/.test(value));
    const target = {
      key: world.org.key,
      pathValues: pathValues(world),
      ids: [...ids, world.acceptedEstimateId, world.catalogItemId, world.userId, world.districtId],
    };
    const failures: string[] = [];
    let tried = 0;
    let serverErrors = 0;
    collectGarbage();
    const startRss = process.memoryUsage.rss();
    let peakRss = startRss;
    const byClass = new Map<string, number>();

    for (const operation of operationsOf(doc)) {
      const requests = fc.sample(requestArbitrary(doc, operation, target), { numRuns: RUNS_PER_OPERATION, seed: SEED });
      for (const request of requests) {
        tried += 1;
        if (tried % REQUESTS_BETWEEN_COLLECTIONS === 0) collectGarbage();
        const bytes = Buffer.byteLength(request.body ?? '');
        const response = await sendRaw(api.baseUrl, request).catch((error: Error) => error);
        if (response instanceof Error) {
          // Past the body limit the 413 goes out first; the transport then stops draining a long upload and may cut it.
          if (bytes > MAX_BODY_BYTES) continue;
          failures.push(
            `${operation.key}: no answer to ${bytes} bytes (${String(response.cause ?? response.message)})\n    request: ${describeRequest(request)}`,
          );
          continue;
        }
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
        if (response.status >= 500) serverErrors += 1;
        const statusClass = `${String(response.status).charAt(0)}xx`;
        byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1);
        const problem = answerProblem(operation, response, validatorFor);
        if (problem) failures.push(`${operation.key}: ${problem}\n    request: ${describeRequest(request)}`);
      }
    }

    const classes = [...byClass]
      .sort()
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const peakMb = `${mb(peakRss)} MB (${mb(startRss)} MB before the first request)`;
    process.stdout.write(
      `fuzz: ${tried} requests (${classes}), ${serverErrors} server errors, ${failures.length} answers off the document, peak RSS ${peakMb} (seed ${SEED})\n`,
    );
    expect(tried).toBeGreaterThanOrEqual(operationsOf(doc).length * RUNS_PER_OPERATION);
    expect(failures.slice(0, 15)).toEqual([]);
    expect(peakRss - startRss).toBeLessThan(MAX_RSS_GROWTH_BYTES);
  }, 180_000);
});
