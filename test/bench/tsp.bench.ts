/**
 * Route solver quality and speed: TSPLIB instances against their published optima, and
 * generated days (symmetric and asymmetric) against the exact optimum (<= 12 stops) or the
 * best-known tour of long runs (test/bench/data/generated-best.tsv). Every solve starts from the
 * file's / generator's order, as a day's placement order would be, with the worker's default time
 * budget. Targets: exact at <= 12 stops, mean gap <= 0.1 %, worst <= 0.5 %, within 1 s.
 */
import { MAX_EXACT_STOPS, solveExactRoute } from '../../src/shared/domain/tsp/held-karp';
import { searchRoute } from '../../src/shared/domain/tsp/iterated-local-search';
import { type CostMatrix } from '../../src/shared/domain/tsp/matrix';
import { searchLimits, solveRoute } from '../../src/shared/domain/tsp/solve';
import { type Bench, printTable } from './bench';
import { GENERATED_STOPS, generatedDays, generateInstance, identityOrder, readBestKnown } from './generated-instances';
import { loadTsplib } from './tsplib';

interface Row {
  name: string;
  matrix: CostMatrix;
  reference: number;
  /** Where the reference comes from. */
  source: string;
  found: number;
  ms: number;
  /** CPU time of the solve: the machine is shared, so wall time alone can mislead. */
  cpuMs: number;
}

/** The worker's budget for the largest days (solve.ts, defaultTimeBudgetMs). */
const MAX_SOLVE_MS = 1_000;

function timed(solve: () => number): { found: number; ms: number; cpuMs: number } {
  const cpuAt = process.cpuUsage();
  const startedAt = performance.now();
  const found = solve();
  const ms = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuAt);
  return { found, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const timedSolve = (matrix: CostMatrix) => timed(() => solveRoute(matrix, identityOrder(matrix)).cost);

function tsplibRows(): Row[] {
  return loadTsplib().map(({ name, matrix, optimum }) => ({
    name,
    matrix,
    reference: optimum,
    source: 'TSPLIB',
    ...timedSolve(matrix),
  }));
}

function generatedRows(): Row[] {
  const bestKnown = readBestKnown();
  return generatedDays(GENERATED_STOPS).map(({ name, matrix, exact }) => {
    const reference = exact ? solveExactRoute(matrix).cost : bestKnown.get(name);
    if (reference === undefined)
      throw new Error(`${name} has no best-known tour: run npx tsx test/bench/best-known.ts`);
    return { name, matrix, reference, source: exact ? 'exact DP' : 'best known', ...timedSolve(matrix) };
  });
}

/** The heuristic alone on the small generated days, which solveRoute hands to the exact DP. */
function smallHeuristicRows(): Row[] {
  return generatedDays(GENERATED_STOPS)
    .filter((day) => day.exact)
    .map(({ name, matrix }) => {
      const solved = timed(() => searchRoute(matrix, identityOrder(matrix), searchLimits(matrix.size - 1)).cost);
      return {
        name: `${name} (ILS only)`,
        matrix,
        reference: solveExactRoute(matrix).cost,
        source: 'exact DP',
        ...solved,
      };
    });
}

const gapPercent = (row: Row) => (row.found / row.reference - 1) * 100;

function report(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  printTable(
    ['instance', 'nodes', 'reference', 'found', 'gap %', 'ms', 'cpu ms', 'reference from'],
    rows.map((row) => [
      row.name,
      String(row.matrix.size),
      String(row.reference),
      String(row.found),
      gapPercent(row).toFixed(3),
      row.ms.toFixed(1),
      row.cpuMs.toFixed(1),
      row.source,
    ]),
  );
}

function summarize(title: string, rows: Row[]): void {
  const gaps = rows.map(gapPercent);
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const worst = Math.max(...gaps);
  const maxMs = Math.max(...rows.map((row) => row.ms));
  const maxCpuMs = Math.max(...rows.map((row) => row.cpuMs));
  const exactMisses = rows.filter((row) => row.matrix.size - 1 <= MAX_EXACT_STOPS && gapPercent(row) > 0).length;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const newBests = rows.filter((row) => row.found < row.reference).map((row) => row.name);
  console.log(`\n${title}: ${rows.length} instances`);
  console.log(
    `  exact at <= ${MAX_EXACT_STOPS} stops: ${exactMisses === 0 ? 'yes' : `${exactMisses} missed`}  ${verdict(exactMisses === 0)}`,
  );
  console.log(`  mean gap ${mean.toFixed(3)} %  (target <= 0.1 %)  ${verdict(mean <= 0.1)}`);
  console.log(`  worst gap ${worst.toFixed(3)} %  (target <= 0.5 %)  ${verdict(worst <= 0.5)}`);
  console.log(
    `  max ms ${maxMs.toFixed(1)} (cpu ${maxCpuMs.toFixed(1)})  (target <= ${MAX_SOLVE_MS})  ${verdict(maxMs <= MAX_SOLVE_MS * 1.05)}`,
  );
  if (newBests.length > 0)
    console.log(`  better than best known: ${newBests.join(', ')} (run npx tsx test/bench/best-known.ts)`);
}

export const tspBench: Bench = {
  name: 'tsp',
  run: () => {
    // A route worker is warm after its first job; measure that state, not the JIT's first pass.
    for (const warmUp of [generateInstance(60, 7, false), generateInstance(60, 7, true)])
      solveRoute(warmUp, identityOrder(warmUp));
    const tsplib = tsplibRows();
    report('TSPLIB (node 1 is the depot; start order = file order)', tsplib);
    const generated = generatedRows();
    report(
      'Generated days (uniform in a 10 km square; asym = each direction x 0.8-1.4; best known: test/bench/data/generated-best.tsv)',
      generated,
    );
    report('Heuristic alone on small days (for information; solveRoute solves these exactly)', smallHeuristicRows());
    const isAsymmetric = (row: Row) => row.name.startsWith('asym');
    summarize('solveRoute on TSPLIB + generated symmetric days', [
      ...tsplib,
      ...generated.filter((row) => !isAsymmetric(row)),
    ]);
    summarize('solveRoute on generated asymmetric days', generated.filter(isAsymmetric));
  },
};
