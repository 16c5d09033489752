/**
 * Reader for the TSPLIB 95 files in test/bench/data/tsplib (see PROVENANCE.txt there): .tsp
 * instances (EUC_2D, ATT, GEO, EXPLICIT FULL_MATRIX / LOWER_DIAG_ROW), .opt.tour tours and
 * OPTIMA.tsv. Distances follow the TSPLIB conventions exactly, so known optima reproduce.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CostMatrix } from '../../src/shared/domain/tsp/matrix';

export const TSPLIB_DIR = process.env.TSPLIB_DIR ?? fileURLToPath(new URL('./data/tsplib', import.meta.url));

export interface TsplibInstance {
  name: string;
  matrix: CostMatrix;
  optimum: number;
  /** Optimal tour as 0-based nodes, when the library ships one. */
  optimalTour: number[] | null;
}

type Distance = (a: readonly number[], b: readonly number[]) => number;

const nint = (x: number) => Math.floor(x + 0.5);

const euclidean: Distance = ([x1 = 0, y1 = 0], [x2 = 0, y2 = 0]) => nint(Math.hypot(x1 - x2, y1 - y2));

/** Pseudo-Euclidean distance of att48/att532. */
const att: Distance = ([x1 = 0, y1 = 0], [x2 = 0, y2 = 0]) => {
  const r = Math.sqrt(((x1 - x2) ** 2 + (y1 - y2) ** 2) / 10);
  const t = nint(r);
  return t < r ? t + 1 : t;
};

const GEO_PI = 3.141592;
const GEO_RADIUS = 6378.388;
/** DDD.MM (degrees.minutes) to radians; the degrees are truncated (PROVENANCE.txt explains why). */
const geoRadians = (x: number) => {
  const degrees = Math.trunc(x);
  return (GEO_PI * (degrees + (5 * (x - degrees)) / 3)) / 180;
};

const geographic: Distance = ([x1 = 0, y1 = 0], [x2 = 0, y2 = 0]) => {
  const [lat1, lon1, lat2, lon2] = [geoRadians(x1), geoRadians(y1), geoRadians(x2), geoRadians(y2)];
  const q1 = Math.cos(lon1 - lon2);
  const q2 = Math.cos(lat1 - lat2);
  const q3 = Math.cos(lat1 + lat2);
  return Math.trunc(GEO_RADIUS * Math.acos(0.5 * ((1 + q1) * q2 - (1 - q1) * q3)) + 1);
};

const DISTANCES: Record<string, Distance> = { EUC_2D: euclidean, ATT: att, GEO: geographic };

interface TsplibFile {
  header: Map<string, string>;
  sections: Map<string, number[]>;
}

function parseFile(text: string): TsplibFile {
  const header = new Map<string, string>();
  const sections = new Map<string, number[]>();
  let section: number[] | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line === 'EOF') continue;
    const field = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (field) {
      header.set(field[1] as string, (field[2] as string).trim());
      section = null;
    } else if (/^[A-Z_]+_SECTION$/.test(line)) {
      section = [];
      sections.set(line, section);
    } else if (section) {
      section.push(...line.split(/\s+/).map(Number));
    }
  }
  return { header, sections };
}

export function parseMatrix(text: string): CostMatrix {
  const { header, sections } = parseFile(text);
  const size = Number(header.get('DIMENSION'));
  const type = header.get('EDGE_WEIGHT_TYPE') ?? '';
  const costs = new Float64Array(size * size);
  const set = (i: number, j: number, value: number) => {
    costs[i * size + j] = value;
    costs[j * size + i] = value;
  };
  if (type === 'EXPLICIT') {
    const weights = sections.get('EDGE_WEIGHT_SECTION') ?? [];
    const format = header.get('EDGE_WEIGHT_FORMAT');
    let k = 0;
    for (let i = 0; i < size; i++) {
      if (format === 'FULL_MATRIX') for (let j = 0; j < size; j++) costs[i * size + j] = weights[k++] as number;
      else if (format === 'LOWER_DIAG_ROW') for (let j = 0; j <= i; j++) set(i, j, weights[k++] as number);
      else throw new Error(`unsupported EDGE_WEIGHT_FORMAT ${format}`);
    }
  } else {
    const distance = DISTANCES[type];
    if (!distance) throw new Error(`unsupported EDGE_WEIGHT_TYPE ${type}`);
    const values = sections.get('NODE_COORD_SECTION') ?? [];
    const points = Array.from({ length: size }, (_, i) => [values[i * 3 + 1] as number, values[i * 3 + 2] as number]);
    for (let i = 0; i < size; i++)
      for (let j = 0; j < i; j++) set(i, j, distance(points[i] as number[], points[j] as number[]));
  }
  return { size, costs };
}

/** The tour of a .opt.tour file as 0-based nodes (TSPLIB numbers nodes from 1). */
export function parseTour(text: string): number[] {
  const nodes = parseFile(text).sections.get('TOUR_SECTION') ?? [];
  const end = nodes.indexOf(-1);
  return (end >= 0 ? nodes.slice(0, end) : nodes).map((node) => node - 1);
}

function readOptima(dir: string): Map<string, number> {
  const [, ...rows] = readFileSync(join(dir, 'OPTIMA.tsv'), 'utf8').trim().split('\n');
  return new Map(rows.map((row) => row.split('\t')).map(([name = '', , , optimum]) => [name, Number(optimum)]));
}

/** Every instance of the folder that OPTIMA.tsv lists, smallest first. */
export function loadTsplib(dir: string = TSPLIB_DIR): TsplibInstance[] {
  const optima = readOptima(dir);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tsp'))
    .map((file) => {
      const name = file.slice(0, -'.tsp'.length);
      const matrix = parseMatrix(readFileSync(join(dir, file), 'utf8'));
      const optimum = optima.get(name);
      if (optimum === undefined) throw new Error(`OPTIMA.tsv has no optimum for ${name}`);
      const tourFile = join(dir, `${name}.opt.tour`);
      const optimalTour = existsSync(tourFile) ? parseTour(readFileSync(tourFile, 'utf8')) : null;
      return { name, matrix, optimum, optimalTour };
    })
    .sort((a, b) => a.matrix.size - b.matrix.size || a.name.localeCompare(b.name));
}
