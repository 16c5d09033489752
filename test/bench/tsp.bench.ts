/**
 * Route solver quality and speed: TSPLIB instances against their published optima, and
 * generated days (symmetric and asymmetric) against the exact optimum (<= 12 stops) or the best
 * of several long runs. Every solve starts from the file's / generator's order, as a day's
 * placement order would be. Targets: exact at <= 12 stops, mean gap < 0.1 %, worst < 0.5 %,
 * every solve < 500 ms up to 150 nodes.
 */
import { MAX_EXACT_STOPS, solveExactRoute } from '../../src/shared/domain/tsp/held-karp';
import { searchRoute } from '../../src/shared/domain/tsp/iterated-local-search';
import { type CostMatrix } from '../../src/shared/domain/tsp/matrix';
import { searchLimits, solveRoute } from '../../src/shared/domain/tsp/solve';
import { type Bench, printTable } from './bench';
import { generateInstance } from './generated-instances';
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

const GENERATED_STOPS = [8, 12, 25, 50, 100, 150];
const REFERENCE_SEEDS = [101, 102, 103, 104];
const REFERENCE_BUDGET_MS = 2_000;

const identityOrder = (matrix: CostMatrix) => Array.from({ length: matrix.size - 1 }, (_, i) => i + 1);

function timed(solve: () => number): { found: number; ms: number; cpuMs: number } {
  const cpuAt = process.cpuUsage();
  const startedAt = performance.now();
  const found = solve();
  const ms = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuAt);
  return { found, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const timedSolve = (matrix: CostMatrix) => timed(() => solveRoute(matrix, identityOrder(matrix)).cost);

/** Best of several long heuristic runs: the stand-in optimum where exact solving is out of reach. */
function longRunBest(matrix: CostMatrix): number {
  const stops = matrix.size - 1;
  const runs = REFERENCE_SEEDS.map(
    (seed) =>
      searchRoute(matrix, identityOrder(matrix), {
        ...searchLimits(stops, { seed, timeBudgetMs: REFERENCE_BUDGET_MS }),
        maxIterations: 5_000 * stops,
        maxStall: 1_000 * stops,
      }).cost,
  );
  return Math.min(...runs);
}

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
  return GENERATED_STOPS.flatMap((stops) =>
    [false, true].map((asymmetric) => {
      const matrix = generateInstance(stops, stops, asymmetric);
      const exact = stops <= MAX_EXACT_STOPS;
      const solved = timedSolve(matrix);
      const reference = exact ? solveExactRoute(matrix).cost : Math.min(longRunBest(matrix), solved.found);
      return {
        name: `${asymmetric ? 'asym' : 'sym'}-${stops}`,
        matrix,
        reference,
        source: exact ? 'exact DP' : 'best long run',
        ...solved,
      };
    }),
  );
}

/** The heuristic alone on the small generated days, which solveRoute hands to the exact DP. */
function smallHeuristicRows(): Row[] {
  return GENERATED_STOPS.filter((stops) => stops <= MAX_EXACT_STOPS).flatMap((stops) =>
    [false, true].map((asymmetric) => {
      const matrix = generateInstance(stops, stops, asymmetric);
      const solved = timed(() => searchRoute(matrix, identityOrder(matrix), searchLimits(stops)).cost);
      const name = `${asymmetric ? 'asym' : 'sym'}-${stops} (ILS only)`;
      return { name, matrix, reference: solveExactRoute(matrix).cost, source: 'exact DP', ...solved };
    }),
  );
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
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(`\n${title}: ${rows.length} instances`);
  console.log(
    `  exact at <= ${MAX_EXACT_STOPS} stops: ${exactMisses === 0 ? 'yes' : `${exactMisses} missed`}  ${verdict(exactMisses === 0)}`,
  );
  console.log(`  mean gap ${mean.toFixed(3)} %  (target < 0.1 %)  ${verdict(mean < 0.1)}`);
  console.log(`  worst gap ${worst.toFixed(3)} %  (target < 0.5 %)  ${verdict(worst < 0.5)}`);
  console.log(`  max ms ${maxMs.toFixed(1)} (cpu ${maxCpuMs.toFixed(1)})  (target < 500)  ${verdict(maxMs < 500)}`);
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
      `Generated days (uniform in a 10 km square; asym = each direction x 0.8-1.4; reference: ${REFERENCE_SEEDS.length} runs of up to ${REFERENCE_BUDGET_MS} ms)`,
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
