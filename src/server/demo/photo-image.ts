import { PNG } from 'pngjs';

export const PHOTO_WIDTH = 64;
export const PHOTO_HEIGHT = 48;

type Rgb = readonly [number, number, number];

/** Sky above, foliage below: enough of a picture to tell the photos apart in a gallery. */
const palettes: Record<string, readonly [Rgb, Rgb]> = {
  good: [
    [150, 200, 235],
    [46, 125, 50],
  ],
  fair: [
    [170, 205, 230],
    [124, 179, 66],
  ],
  poor: [
    [190, 200, 210],
    [175, 160, 60],
  ],
  dead: [
    [200, 200, 200],
    [121, 85, 72],
  ],
  hazardous: [
    [210, 190, 190],
    [183, 28, 28],
  ],
  unknown: [
    [180, 200, 220],
    [96, 125, 139],
  ],
};

const cache = new Map<string, Uint8Array>();

/** A small real PNG with a vertical gradient in the colours of the tree's condition. */
export function photoPng(condition: string | null): Uint8Array {
  const key = condition && palettes[condition] ? condition : 'unknown';
  const cached = cache.get(key);
  if (cached) return cached;
  const [top, bottom] = palettes[key] ?? [
    [0, 0, 0],
    [0, 0, 0],
  ];
  const png = new PNG({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
  for (let y = 0; y < PHOTO_HEIGHT; y += 1) {
    const mix = y / (PHOTO_HEIGHT - 1);
    for (let x = 0; x < PHOTO_WIDTH; x += 1) {
      const offset = (y * PHOTO_WIDTH + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        png.data[offset + channel] = Math.round((top[channel] ?? 0) * (1 - mix) + (bottom[channel] ?? 0) * mix);
      }
      png.data[offset + 3] = 255;
    }
  }
  const bytes = new Uint8Array(PNG.sync.write(png));
  cache.set(key, bytes);
  return bytes;
}
