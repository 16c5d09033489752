import { zxyToTileId } from 'pmtiles';

/**
 * A PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) holding one
 * PNG that stands for every tile of zooms 0 to `maxZoom`: the root directory has one entry per zoom,
 * whose run covers that zoom's 4^z tiles (their ids are consecutive) and points at the same bytes.
 * No compression, no metadata beyond `{}`, no leaf directories.
 */
export function pmtilesArchive(png: Uint8Array, maxZoom: number): Buffer {
  const zooms = Array.from({ length: maxZoom + 1 }, (_, zoom) => zoom);
  const firstIds = zooms.map((zoom) => zxyToTileId(zoom, 0, 0));
  const directory = Buffer.from([
    ...varint(zooms.length),
    ...firstIds.flatMap((id, index) => varint(id - (firstIds[index - 1] ?? 0))),
    ...zooms.flatMap((zoom) => varint(4 ** zoom)), // run lengths
    ...zooms.flatMap(() => varint(png.length)), // lengths
    ...zooms.flatMap(() => varint(0 + 1)), // offset + 1: every entry at the tile data's offset 0
  ]);
  const metadata = Buffer.from('{}');

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7); // spec version
  const sections = [directory, metadata, Buffer.alloc(0), png]; // root directory, metadata, leaf directories, tile data
  let offset = HEADER_BYTES;
  sections.forEach((section, index) => {
    header.writeBigUInt64LE(BigInt(offset), 8 + index * 16);
    header.writeBigUInt64LE(BigInt(section.length), 16 + index * 16);
    offset += section.length;
  });
  header.writeBigUInt64LE(BigInt(zooms.reduce((sum, zoom) => sum + 4 ** zoom, 0)), 72); // addressed tiles
  header.writeBigUInt64LE(BigInt(zooms.length), 80); // tile entries
  header.writeBigUInt64LE(1n, 88); // tile contents
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(NO_COMPRESSION, 97); // internal
  header.writeUInt8(NO_COMPRESSION, 98); // tiles
  header.writeUInt8(PNG_TILES, 99);
  header.writeUInt8(0, 100); // min zoom
  header.writeUInt8(maxZoom, 101);
  // The whole Web Mercator world, centred on 0,0 at zoom 0 (degrees times 10^7).
  [-180, -85, 180, 85].forEach((degrees, index) => header.writeInt32LE(degrees * 1e7, 102 + index * 4));
  return Buffer.concat([header, directory, metadata, png]);
}

const HEADER_BYTES = 127;
const NO_COMPRESSION = 1;
const PNG_TILES = 2;

/** An unsigned LEB128 varint, as the directory stores every number (safe up to 2^53). */
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}
