import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { imageFactsOf } from '../../../src/shared/domain/image-type';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));
const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body);

describe('imageFactsOf', () => {
  it('reads a PNG its size from the header', () => {
    const png = PNG.sync.write(new PNG({ width: 6, height: 3 }));
    expect(imageFactsOf(png)).toEqual({ type: 'image/png', width: 6, height: 3 });
  });

  it('reads a JPEG past its other segments to the start of frame', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0];
    expect(imageFactsOf(bytes([0xff, 0xd8], app0, frame))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(imageFactsOf(bytes([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ type: 'image/jpeg', width: null, height: null });
  });

  it('reads the WebP kinds: extended, lossless and lossy', () => {
    expect(imageFactsOf(riff('VP8X', [0, 0, 0, 0, 0xff, 0x03, 0x00, 0xff, 0x02, 0x00]))).toEqual({
      type: 'image/webp',
      width: 1024,
      height: 768,
    });
    expect(imageFactsOf(riff('VP8L', [0x2f, 0x63, 0x40, 0x0c, 0x00]))).toEqual({
      type: 'image/webp',
      width: 100,
      height: 50,
    });
    // Frame tag (3 bytes), start code, then 14-bit width and height.
    expect(imageFactsOf(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]))).toEqual({
      type: 'image/webp',
      width: 320,
      height: 240,
    });
  });

  it('is null for anything that is not one of the three (a page, a PDF, nothing)', () => {
    expect(imageFactsOf(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(imageFactsOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageFactsOf(new Uint8Array())).toBeNull();
  });
});
