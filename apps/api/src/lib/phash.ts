import { onUse } from './on-use.ts';

type PhashFn = (image: Buffer) => Promise<string>;

/** sharp-phash (a DCT perceptual hash on sharp's pixels), loaded with the first picture like sharp itself. */
const phash = onUse<PhashFn>('sharp-phash');

/**
 * The largest Hamming distance (of 64 bits) at which two perceptual hashes are taken for the same
 * picture (docs/compliance.md#picture-hashes): resized, re-encoded (JPEG ↔ WebP, another quality)
 * or cropped by a few per cent, a picture stays within it; unrelated pictures are far beyond it
 * (about 32 on average).
 */
export const PHASH_MAX_DISTANCE = 12;

/** A perceptual hash as stored and imported: 16 hex digits, lower case. */
export const PHASH_PATTERN = /^[0-9a-f]{16}$/;

/** The 64-bit DCT perceptual hash of a picture's bytes, as 16 hex digits. */
export async function perceptualHash(bytes: Buffer): Promise<string> {
  const bits = await phash()(bytes);
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/** A picture the block list refuses (docs/compliance.md#picture-hashes): an upload answers 422, a fetch fails. */
export class PictureBlocked extends Error {
  constructor() {
    super('This picture matches a picture removed from this site and cannot be stored.');
  }
}
