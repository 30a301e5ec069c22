import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { avatarPng, demoPictures, hsl, thumbnailPng } from './images.ts';

/** Reads a PNG the way a decoder does: signature, chunk CRCs, header, and unfiltered RGB rows. */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(data, crc32(type)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  expect(raw.length).toBe((width * 3 + 1) * height);
  const pixel = (x: number, y: number) => {
    const row = y * (width * 3 + 1);
    expect(raw[row]).toBe(0); // no filter
    const i = row + 1 + x * 3;
    return [raw[i]!, raw[i + 1]!, raw[i + 2]!];
  };
  return { width, height, pixel };
}

const near = (actual: number[], expected: readonly number[], tolerance = 2) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

describe('demo pictures', () => {
  it('converts hsl() as CSS does', () => {
    expect(hsl(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hsl(120, 100, 25)).toEqual([0, 128, 0]);
    expect(hsl(240, 100, 50)).toEqual([0, 0, 255]);
    expect(hsl(200, 0, 100)).toEqual([255, 255, 255]);
  });

  it('draws a 3:4 portrait: the gradient at its corners, the silhouette lighter than the background', () => {
    const { width, height, pixel } = decode(avatarPng(200));
    expect([width, height]).toEqual([300, 400]);
    expect(near(pixel(0, 0), hsl(200, 70, 45))).toBe(true);
    expect(near(pixel(width - 1, height - 1), hsl(260, 70, 25))).toBe(true);
    // The head's centre against the background just beside the head, on the same diagonal.
    const head = pixel(150, 170);
    const beside = pixel(150 + 70, 170 - 70);
    expect(head.reduce((a, b) => a + b)).toBeGreaterThan(beside.reduce((a, b) => a + b) + 60);
  });

  it('draws a 16:9 thumbnail with a white glyph for each pack type', () => {
    for (const type of ['video', 'image', 'gallery']) {
      const { width, height, pixel } = decode(thumbnailPng(type, 30));
      expect([width, height]).toEqual([480, 270]);
      expect(near(pixel(0, 0), hsl(30, 65, 40))).toBe(true);
      // A point inside each glyph's solid part (design units × 0.75).
      const inside = { video: [240, 135], image: [219, 121], gallery: [222, 165] }[type]!;
      expect(pixel(inside[0]!, inside[1]!)).toEqual([255, 255, 255]);
    }
  });

  it('stays small: a few kilobytes a picture', () => {
    expect(avatarPng(10).length).toBeLessThan(12_000);
    for (const type of ['video', 'image', 'gallery']) expect(thumbnailPng(type, 10).length).toBeLessThan(12_000);
  });

  it('draws each rounded hue once per catalogue', () => {
    const pictures = demoPictures();
    expect(pictures.thumbnail('video', 31)).toBe(pictures.thumbnail('video', 29));
    expect(pictures.thumbnail('video', 31)).not.toBe(pictures.thumbnail('image', 31));
    expect(pictures.portrait(359)).toBe(pictures.portrait(1));
    expect(demoPictures().portrait(1)).not.toBe(pictures.portrait(1));
  });
});
