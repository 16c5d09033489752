import { describe, expect, it } from 'vitest';
import { cycleCost } from '../../../../src/shared/domain/tsp/matrix';
import { solveRoute } from '../../../../src/shared/domain/tsp/solve';
import { loadTsplib, parseMatrix, parseTour } from '../../../bench/tsplib';

// The route bench measures gaps against TSPLIB optima, so the distance conventions must be exact.
const instances = loadTsplib();

describe('TSPLIB reader', () => {
  it('reads every instance of OPTIMA.tsv, 14 to 225 nodes', () => {
    expect(instances.length).toBe(27);
    expect(instances.map((instance) => instance.matrix.size)).toEqual([
      14, 16, 17, 22, 29, 48, 51, 52, 70, 76, 76, 100, 100, 101, 105, 130, 150, 150, 150, 152, 159, 195, 198, 200, 200,
      225, 225,
    ]);
  });

  for (const { name, matrix, optimum, optimalTour } of instances.filter((instance) => instance.optimalTour)) {
    it(`measures the optimal tour of ${name} at its published optimum ${optimum}`, () => {
      expect(optimalTour?.length).toBe(matrix.size);
      expect(cycleCost(matrix, optimalTour ?? [])).toBe(optimum);
    });
  }

  it('reaches the optima of the instances without a tour file (GEO burma14, LOWER_DIAG_ROW gr17)', () => {
    for (const name of ['burma14', 'gr17']) {
      const instance = instances.find((candidate) => candidate.name === name);
      const initialOrder = Array.from({ length: (instance?.matrix.size ?? 1) - 1 }, (_, i) => i + 1);
      expect(instance && solveRoute(instance.matrix, initialOrder, { timeBudgetMs: 60_000 }).cost).toBe(
        instance?.optimum,
      );
    }
  });

  it('accepts spaces around ":", a missing EOF and trailing blank lines', () => {
    const text = 'NAME:tiny\nDIMENSION : 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 3 4\n3 0 4.4\n\n\n';
    expect(Array.from(parseMatrix(text).costs)).toEqual([0, 5, 4, 5, 0, 3, 4, 3, 0]);
    expect(parseTour('TOUR_SECTION\n3 1\n2\n-1\nEOF\n')).toEqual([2, 0, 1]);
  });

  it('reads coordinates in exponent form and with leading spaces (d198, u159, rat195)', () => {
    const text =
      'DIMENSION : 2\nEDGE_WEIGHT_TYPE : EUC_2D\nNODE_COORD_SECTION\n 1 0.00000e+00 0.00000e+00\n 2 3.00000e+00 4.00000e+01\nEOF\n';
    expect(Array.from(parseMatrix(text).costs)).toEqual([0, 40, 40, 0]);
  });
});
