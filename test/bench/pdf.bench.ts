/**
 * Customer documents: the time `estimateDocument` takes to read an estimate and make its PDF (what
 * GET /estimates/{estimateId}/document.pdf and an e-mailed estimate cost), on an in-memory PGlite,
 * for estimates of 40 lines (the goal of issue 42: p95 < 300 ms), 200 lines (the most POST /estimates
 * takes) and 500 lines (more than any API client can write: docs/decisions/caps.md "Customer
 * documents"). Every line has its coverage and two of the site's trees; one in ten is unpriced; the
 * company has a logo and terms. The machine is shared: figures are noisy, compare runs on the same
 * machine and load only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { openPglite } from '../../src/server/db/client';
import { estimateDocument } from '../../src/server/documents/estimate-document';
import { createOrganization, updateOrganizationSettings } from '../../src/server/orgs/orgs.service';
import { insertEstimate } from '../support/estimate-fixtures';
import { insertSite, insertTree, pngBytes, type TreeRow } from '../support/inventory-fixtures';
import { testClock } from '../support/test-clock';
import { percentile } from './api-http-load';
import { type Bench, failIfBroken, printTable, quickOr, unmeasured, verdict } from './bench';

const CASES = quickOr(
  [
    { lines: 40, runs: 40, goalP95Ms: 300 },
    { lines: 200, runs: 10, goalP95Ms: null },
    { lines: 500, runs: 5, goalP95Ms: null },
  ],
  [{ lines: 40, runs: 2, goalP95Ms: 300 }],
);
const WARMUP = quickOr(3, 1);
const TREES = 40;

export const pdfBench: Bench = {
  name: 'pdf',
  async run() {
    const database = await openPglite();
    await database.migrate();
    const clock = testClock();
    const deps = { database, clock, storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'canopy-bench-'))) };
    const { id: orgId } = await createOrganization(database.db, { name: 'Bench Arborists' }, clock.now());
    await updateOrganizationSettings(
      database.db,
      orgId,
      {
        addressLines: ['4120 SE Division St', 'Portland, OR 97202'],
        phone: '503-555-0199',
        email: 'office@bench.example',
        documentTerms: 'Payment is due within 30 days of the invoice date. '.repeat(8),
        logo: pngBytes(320, 160),
      },
      clock.now(),
    );
    const site = await insertSite(deps, orgId, { label: 'Bench house' });
    const trees: TreeRow[] = [];
    for (let index = 0; index < TREES; index++)
      trees.push(await insertTree(deps, orgId, site.id, { capturedAt: new Date(Date.UTC(2026, 0, 1, 8, index)) }));

    const rows: string[][] = [];
    const problems: (string | null)[] = [];
    for (const { lines, runs, goalP95Ms } of CASES) {
      const { estimate } = await insertEstimate(deps, orgId, site, {
        estimate: { expiresAt: new Date('2026-04-01T00:00:00Z'), narrative: 'Protect the lawn with plywood.' },
        lines: Array.from({ length: lines }, (_, index) => ({
          description: `Crown thinning of tree ${(index % TREES) + 1}, 15% of the crown`,
          coverage: 'Deadwood over 2 in, raise to 12 ft over the walk, cleanup and haul-away',
          treeIds: [trees[index % TREES]!.id, trees[(index + 1) % TREES]!.id],
          quantity: 1 + (index % 3),
          unitPriceCents: index % 10 === 9 ? null : 25_000 + index * 100,
        })),
      });
      let bytes = 0;
      const times: number[] = [];
      for (let run = 0; run < WARMUP + runs; run++) {
        const startedAt = performance.now();
        const document = await estimateDocument(database.db, orgId, estimate.id);
        if (run >= WARMUP) times.push(performance.now() - startedAt);
        bytes = document.pdf.length;
      }
      problems.push(unmeasured(`${lines} lines`, times), bytes > 0 ? null : `${lines} lines: an empty PDF`);
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      rows.push([
        String(lines),
        String(runs),
        percentile(times, 0.5).toFixed(0),
        p95.toFixed(0),
        (times.at(-1) ?? Number.NaN).toFixed(0),
        `${(bytes / 1024).toFixed(0)} KB`,
        goalP95Ms === null ? '' : `${verdict(p95 < goalP95Ms)} (< ${goalP95Ms})`,
      ]);
    }
    printTable(['lines', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'size', 'goal p95'], rows);
    await database.close();
    failIfBroken(problems);
  },
};
