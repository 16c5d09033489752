import { PNG } from 'pngjs';

const SIZE = 160;
const LEAF: readonly [number, number, number] = [47, 107, 58];
const TRUNK: readonly [number, number, number] = [110, 76, 52];

/** Coverage of a pixel by a disc, for a soft edge: 1 inside, 0 outside, a ramp over one pixel. */
const disc = (x: number, y: number, cx: number, cy: number, r: number) =>
  Math.min(1, Math.max(0, r - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5));

/** The demo company's logo: a tree (three discs of canopy on a trunk), green on transparent. */
export function demoLogoPng(): Uint8Array {
  const png = new PNG({ width: SIZE, height: SIZE });
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const canopy = Math.max(disc(x, y, 80, 62, 46), disc(x, y, 50, 80, 30), disc(x, y, 110, 80, 30));
      const trunk = x >= 72 && x < 88 && y >= 90 && y < 150 ? 1 : 0;
      const [r, g, b] = canopy > 0 ? LEAF : TRUNK;
      const offset = (y * SIZE + x) * 4;
      png.data[offset] = r;
      png.data[offset + 1] = g;
      png.data[offset + 2] = b;
      png.data[offset + 3] = Math.round(255 * Math.max(canopy, trunk));
    }
  }
  return PNG.sync.write(png);
}
