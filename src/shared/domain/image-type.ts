export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageFacts {
  type: ImageType;
  /** Pixels, when the header says (it always does in a well-formed file); null otherwise. */
  width: number | null;
  height: number | null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const at = (bytes: Uint8Array, index: number) => bytes[index] ?? 0;
const uint16be = (bytes: Uint8Array, index: number) => (at(bytes, index) << 8) | at(bytes, index + 1);
const uint16le = (bytes: Uint8Array, index: number) => at(bytes, index) | (at(bytes, index + 1) << 8);
const uint24le = (bytes: Uint8Array, index: number) => uint16le(bytes, index) | (at(bytes, index + 2) << 16);
const uint32be = (bytes: Uint8Array, index: number) => uint16be(bytes, index) * 65536 + uint16be(bytes, index + 2);

const sized = (type: ImageType, width: number, height: number): ImageFacts =>
  width > 0 && height > 0 ? { type, width, height } : { type, width: null, height: null };

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegFacts(bytes: Uint8Array): ImageFacts {
  let index = 2;
  while (index + 8 < bytes.length && at(bytes, index) === 0xff) {
    const marker = at(bytes, index + 1);
    if (isStartOfFrame(marker)) return sized('image/jpeg', uint16be(bytes, index + 7), uint16be(bytes, index + 5));
    index += 2 + uint16be(bytes, index + 2);
  }
  return { type: 'image/jpeg', width: null, height: null };
}

function webpFacts(bytes: Uint8Array): ImageFacts {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ') return sized('image/webp', uint16le(bytes, 26) & 0x3fff, uint16le(bytes, 28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = uint16le(bytes, 21) | (uint16le(bytes, 23) << 16);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized('image/webp', uint24le(bytes, 24) + 1, uint24le(bytes, 27) + 1);
  return { type: 'image/webp', width: null, height: null };
}

/**
 * The image an upload's own bytes show (type and size), or null for anything else. The stored
 * content type comes from here, never from the client: a file served back as an image must be one.
 */
export function imageFactsOf(bytes: Uint8Array): ImageFacts | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegFacts(bytes);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return sized('image/png', uint32be(bytes, 16), uint32be(bytes, 20));
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return webpFacts(bytes);
  return null;
}
