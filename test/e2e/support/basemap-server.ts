import type { IncomingMessage, ServerResponse } from 'node:http';
import { PNG } from 'pngjs';
import { startLoopbackServer } from '../../support/loopback-server';
import { pmtilesArchive } from './pmtiles-archive';

/** The streets tile's colours, looked for in screenshots: sand-coloured blocks between white streets. */
export const BLOCK_COLOR = [0xe9, 0xd2, 0xa4] as const;
const STREET_COLOR = [0xff, 0xff, 0xff] as const;
const TILE_SIZE = 256;
const BLOCK_SIZE = 64;
const STREET_WIDTH = 6;
const MAX_ZOOM = 18;

/** A 256 px tile of a street grid; repeated at every zoom it reads as streets at any scale. */
function streetsTile(): Buffer {
  const png = new PNG({ width: TILE_SIZE, height: TILE_SIZE });
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      const street = x % BLOCK_SIZE < STREET_WIDTH || y % BLOCK_SIZE < STREET_WIDTH;
      png.data.set([...(street ? STREET_COLOR : BLOCK_COLOR), 0xff], (y * TILE_SIZE + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

export interface BasemapServer {
  /** What MAP_STYLE_URL names. */
  styleUrl: string;
  origin: string;
  /** Range requests the archive has answered. */
  rangeRequests: () => number;
  /** From now on the style answers 503 (a provider down), or again the style. */
  setStyleDown: (down: boolean) => void;
}

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Range, ETag' };

/** Answers `bytes=a-b` (or `bytes=a-`) with 206 and those bytes, clipped to the archive as HTTP says. */
function sendRange(request: IncomingMessage, response: ServerResponse, bytes: Buffer): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  if (!match) return false;
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : bytes.length - 1, bytes.length - 1);
  if (start >= bytes.length) {
    response.writeHead(416, { ...cors, 'Content-Range': `bytes */${bytes.length}` }).end();
    return true;
  }
  response
    .writeHead(206, {
      ...cors,
      'Content-Type': 'application/octet-stream',
      'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
      'Content-Length': String(end - start + 1),
    })
    .end(bytes.subarray(start, end + 1));
  return true;
}

/**
 * A self-hosted basemap on loopback, as an office would run one: a MapLibre style whose one raster
 * source is a PMTiles archive (made here: a street grid at zooms 0-18) read by range requests.
 */
export async function startBasemapServer(): Promise<BasemapServer> {
  const archive = pmtilesArchive(streetsTile(), MAX_ZOOM);
  let rangeRequests = 0;
  let styleDown = false;
  // Requests come only once the server listens, so its handler may name the origin it is given.
  const origin = await startLoopbackServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, { ...cors, 'Access-Control-Allow-Headers': 'Range', 'Access-Control-Allow-Methods': 'GET' })
        .end();
    } else if (request.url === '/style.json' && styleDown) {
      response.writeHead(503, cors).end();
    } else if (request.url === '/style.json') {
      const style = {
        version: 8,
        sources: {
          streets: {
            type: 'raster',
            url: `pmtiles://${origin}/streets.pmtiles`,
            tileSize: TILE_SIZE,
            attribution: 'Test streets',
          },
        },
        // Named like our own background layer, which gives way to it.
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#ffffff' } },
          { id: 'streets', type: 'raster', source: 'streets' },
        ],
      };
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(style));
    } else if (request.url === '/streets.pmtiles' && sendRange(request, response, archive)) {
      rangeRequests += 1;
    } else {
      response.writeHead(404, cors).end();
    }
  });
  return {
    styleUrl: `${origin}/style.json`,
    origin,
    rangeRequests: () => rangeRequests,
    setStyleDown: (down) => {
      styleDown = down;
    },
  };
}
