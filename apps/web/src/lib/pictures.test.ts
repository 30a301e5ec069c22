import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Picture } from '@packdex/shared/schemas';
import { thumbHashToDataURL, thumbHashToRGBA } from 'thumbhash';
import { narrowest, pictureMissing, pictureProps, PLACEHOLDER_SIDE } from './pictures.ts';

/** A data-URL PNG (8-bit RGBA, as ThumbHash writes them) read back: its size and its pixels. */
function readPng(url: string): { w: number; h: number; rgba: Uint8Array } {
  const png = Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');
  const w = png.readUInt32BE(16);
  const h = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const rgba = new Uint8Array(w * h * 4);
  // Every row starts with its filter byte (0: none, which is all ThumbHash writes).
  for (let y = 0; y < h; y++) rgba.set(raw.subarray(y * (w * 4 + 1) + 1, (y + 1) * (w * 4 + 1)), y * w * 4);
  return { w, h, rgba };
}

const mean = (rgba: Uint8Array) =>
  [0, 1, 2].map((c) => rgba.filter((_, i) => i % 4 === c).reduce((a, v) => a + v, 0) / (rgba.length / 4));

// A ThumbHash of a small orange picture (lib/pictures.ts on the server makes these).
const ready: Picture = {
  status: 'ready',
  width: 1200,
  height: 675,
  srcset: '/uploads/pictures/k/320.webp 320w, /uploads/pictures/k/640.webp 640w, /uploads/pictures/k/1200.webp 1200w',
  placeholder: 'ZhYNJIwIqIeGeHl3iIYwcIdQeA==',
};
const pending: Picture = { status: 'pending', width: null, height: null, srcset: '', placeholder: null };

describe('pictureProps', () => {
  it('gives a ready picture its srcset, sizes, own size and its placeholder behind it', () => {
    const props = pictureProps(ready, '50vw');
    expect(props).toMatchObject({ srcSet: ready.srcset, sizes: '50vw', width: 1200, height: 675 });
    expect(props.style?.backgroundImage).toMatch(/^url\(data:image\/png;base64,/);
  });

  it('draws the placeholder small: the same blur in a fifth of the bytes of ThumbHash’s own drawing', () => {
    const url = /^url\((.*)\)$/.exec(pictureProps(ready, '50vw').style!.backgroundImage!)![1]!;
    const hash = Uint8Array.from(atob(ready.placeholder!), (c) => c.charCodeAt(0));
    const full = thumbHashToRGBA(hash);
    const small = readPng(url);
    // The picture's shape, with its longer side at PLACEHOLDER_SIDE pixels.
    expect(Math.max(small.w, small.h)).toBe(PLACEHOLDER_SIDE);
    expect(small.w / small.h).toBeCloseTo(full.w / full.h, 0);
    // The same colours: the mean of every channel within 2 of the full drawing's.
    const [a, b] = [mean(small.rgba), mean(full.rgba)];
    for (let c = 0; c < 3; c++) expect(Math.abs(a[c]! - b[c]!), `channel ${c}`).toBeLessThanOrEqual(2);
    expect(url.length * 5).toBeLessThan(thumbHashToDataURL(hash).length);
  });

  it('gives a picture stored before the pipeline, or one not ready, nothing extra', () => {
    expect(pictureProps(null, '50vw')).toEqual({});
    expect(pictureProps(undefined, '50vw')).toEqual({});
    expect(pictureProps(pending, '50vw')).toEqual({});
  });

  it('leaves out a placeholder it cannot read', () => {
    expect(pictureProps({ ...ready, placeholder: '%%%' }, '50vw').style).toBeUndefined();
  });
});

describe('pictureMissing and narrowest', () => {
  it('knows a picture on its way or lost, and picks the narrowest stored width for a blurred copy', () => {
    expect([pictureMissing(pending), pictureMissing({ ...pending, status: 'failed' }), pictureMissing(ready)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(pictureMissing(null)).toBe(false);
    expect(narrowest('/uploads/pictures/k/main.webp', ready)).toBe('/uploads/pictures/k/320.webp');
    expect(narrowest('/uploads/demo/a.svg', null)).toBe('/uploads/demo/a.svg');
  });
});
