import type { Basemap } from '../http/app-env';
import { mapStyleSchema, originOfStyleUrl, tileJsonSchema, tileJsonUrlsOfStyle, urlsOfStyle } from './style-origins';

const READ_TIMEOUT_MS = 5_000;
/** TileJSON documents read at start; a style names a handful (one per source), so more means a mistake. */
export const MAX_TILEJSON_READS = 16;

export interface BasemapReading {
  basemap: Basemap;
  /** What could not be read, for the operator: origins only, never a URL's path or query (it may hold a key). */
  problems: string[];
}

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.json();
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${READ_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? cause : (error as Error).message;
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The basemap of MAP_STYLE_URL and the origins its maps load from, read once at start: the style's
 * origin, every origin the style names (archives, TileJSONs, tiles, glyphs, sprites), the tiles'
 * origins of the TileJSONs it names, and MAP_ORIGINS. What cannot be read is reported and skipped:
 * the server starts all the same, and MAP_ORIGINS covers what it could not see.
 */
export async function readBasemap(styleUrl: string, extraOrigins: readonly string[]): Promise<BasemapReading> {
  const problems: string[] = [];
  const named: string[] = [];
  try {
    const style = mapStyleSchema.safeParse(await readJson(styleUrl));
    if (!style.success) problems.push(`the style at ${originOf(styleUrl)} is not a MapLibre style (version 8)`);
    else {
      named.push(...urlsOfStyle(style.data));
      const tileJsons = tileJsonUrlsOfStyle(style.data);
      if (tileJsons.length > MAX_TILEJSON_READS)
        problems.push(
          `the style names ${tileJsons.length} TileJSON sources; the first ${MAX_TILEJSON_READS} were read`,
        );
      const tiles = await Promise.all(
        tileJsons.slice(0, MAX_TILEJSON_READS).map(async (url) => {
          try {
            const tileJson = tileJsonSchema.safeParse(await readJson(url));
            if (tileJson.success) return tileJson.data.tiles;
            problems.push(`the TileJSON at ${originOf(url)} lists no tiles`);
          } catch (error) {
            problems.push(`the TileJSON at ${originOf(url)} could not be read (${reasonOf(error)})`);
          }
          return [];
        }),
      );
      named.push(...tiles.flat());
    }
  } catch (error) {
    problems.push(`the style at ${originOf(styleUrl)} could not be read (${reasonOf(error)})`);
  }
  const found = named.flatMap((url) => originOfStyleUrl(url) ?? []);
  return { basemap: { styleUrl, origins: [...new Set([originOf(styleUrl), ...found, ...extraOrigins])] }, problems };
}
