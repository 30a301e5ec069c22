import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

// Demo pictures are PNGs drawn here, as uploaded photos and thumbnails are raster images. They were
// SVGs: a browser builds a separate SVG document on the page's main thread for each one it shows,
// 5–30 ms apiece, which no real catalogue costs (docs/web-performance.md).

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A colour from hue (degrees), saturation and lightness (percent), as CSS's hsl() gives it. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** A signed distance in design units from a point to a shape's edge: negative inside, positive outside. */
type Distance = (x: number, y: number) => number;
type Box = readonly [left: number, top: number, right: number, bottom: number];

const circle =
  (cx: number, cy: number, r: number): Distance =>
  (x, y) =>
    Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r;

/** An ellipse's distance, close enough near its edge for anti-aliasing. */
const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Distance =>
  (x, y) =>
    (Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2) - 1) * Math.min(rx, ry);

/** A convex polygon, its points in either winding order. */
function polygon(points: readonly (readonly [number, number])[]): Distance {
  const edges = points.map(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length]!;
    const length = Math.hypot(x1 - x0, y1 - y0);
    return { x0, y0, nx: (y1 - y0) / length, ny: -(x1 - x0) / length };
  });
  // Outward normals either way round: the side the polygon's centre is not on.
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  for (const e of edges)
    if ((cx - e.x0) * e.nx + (cy - e.y0) * e.ny > 0) {
      e.nx = -e.nx;
      e.ny = -e.ny;
    }
  return (x, y) => {
    let d = -Infinity;
    for (const e of edges) d = Math.max(d, (x - e.x0) * e.nx + (y - e.y0) * e.ny);
    return d;
  };
}

function roundRect(left: number, top: number, width: number, height: number, r: number): Distance {
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (x, y) => {
    const qx = Math.abs(x - cx) - width / 2 + r;
    const qy = Math.abs(y - cy) - height / 2 + r;
    return Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2) + Math.min(Math.max(qx, qy), 0) - r;
  };
}

const union =
  (a: Distance, b: Distance): Distance =>
  (x, y) =>
    Math.min(a(x, y), b(x, y));

/** The outline of a shape, `width` design units wide, centred on its edge. */
const stroke =
  (shape: Distance, width: number): Distance =>
  (x, y) =>
    Math.abs(shape(x, y)) - width / 2;

/**
 * An RGB picture drawn in design units: `scale` pixels to the unit, so a design keeps its layout at
 * whatever size it is written.
 */
class Picture {
  readonly width: number;
  readonly height: number;
  readonly scale: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number, scale: number) {
    this.width = width;
    this.height = height;
    this.scale = scale;
    this.pixels = new Uint8Array(width * height * 3);
  }

  /**
   * A 45° gradient from the top-left corner to the bottom-right one. Each row is the row above
   * shifted by a pixel, which deflate stores as one long repeat.
   */
  diagonal(from: Rgb, to: Rgb): void {
    const { width, height, pixels } = this;
    const span = width + height - 2;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const t = (x + y) / span;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      }
  }

  /** Fills a shape (inside `box`, in design units) with `colour` at `alpha`, anti-aliased over a pixel. */
  fill(shape: Distance, box: Box, colour: Rgb, alpha = 1): void {
    const { width, height, pixels, scale } = this;
    const [left, top, right, bottom] = box.map((v) => v * scale) as unknown as Box;
    for (let y = Math.max(0, Math.floor(top) - 1); y < Math.min(height, Math.ceil(bottom) + 1); y += 1)
      for (let x = Math.max(0, Math.floor(left) - 1); x < Math.min(width, Math.ceil(right) + 1); x += 1) {
        const coverage = Math.min(1, Math.max(0, 0.5 - shape((x + 0.5) / scale, (y + 0.5) / scale) * scale));
        if (coverage === 0) continue;
        const a = coverage * alpha;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round(pixels[i + c]! * (1 - a) + colour[c]! * a);
      }
  }

  /** The picture as a PNG file: 8-bit RGB, rows unfiltered (the gradient's rows repeat each other). */
  png(): Buffer {
    const { width, height, pixels } = this;
    const row = width * 3;
    const raw = new Uint8Array((row + 1) * height);
    for (let y = 0; y < height; y += 1) raw.set(pixels.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
    const chunk = (type: string, data: Uint8Array) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(data, crc32(type)), 0);
      return [head, data, crc];
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      ...chunk('IHDR', header),
      ...chunk('IDAT', deflateSync(raw)),
      ...chunk('IEND', new Uint8Array(0)),
    ]);
  }
}

/** A non-explicit 3:4 portrait placeholder: a gradient and a neutral silhouette (the card shows the name). */
export function avatarPng(hue: number): Buffer {
  const picture = new Picture(300, 400, 1);
  picture.diagonal(hsl(hue, 70, 45), hsl((hue + 60) % 360, 70, 25));
  picture.fill(circle(150, 170, 62), [88, 108, 212, 232], WHITE, 0.18);
  picture.fill(ellipse(150, 400, 110, 125), [40, 275, 260, 400], WHITE, 0.18);
  return picture.png();
}

/** A glyph for each pack type, centred so any crop keeps it. */
const GLYPHS: Record<string, (picture: Picture) => void> = {
  // A play button.
  video: (p) => {
    p.fill(circle(320, 180, 54), [266, 126, 374, 234], WHITE, 0.22);
    p.fill(
      polygon([
        [304, 152],
        [350, 180],
        [304, 208],
      ]),
      [304, 152, 350, 208],
      WHITE,
    );
  },
  // A framed picture: a sun over two hills.
  image: (p) => {
    p.fill(stroke(roundRect(262, 132, 116, 96, 10), 8), [258, 128, 382, 232], WHITE);
    p.fill(circle(292, 162, 11), [281, 151, 303, 173], WHITE);
    const hills = union(
      polygon([
        [270, 220],
        [310, 178],
        [336, 204],
        [336, 220],
      ]),
      polygon([
        [336, 220],
        [336, 204],
        [352, 190],
        [372, 220],
      ]),
    );
    p.fill(hills, [270, 178, 372, 220], WHITE);
  },
  // A stack of three frames.
  gallery: (p) => {
    p.fill(roundRect(278, 120, 100, 84, 9), [278, 120, 378, 204], WHITE, 0.35);
    p.fill(roundRect(262, 140, 100, 84, 9), [262, 140, 362, 224], WHITE, 0.6);
    p.fill(roundRect(246, 160, 100, 84, 9), [246, 160, 346, 244], WHITE);
  },
};

/** A non-explicit 16:9 thumbnail: a gradient and a glyph for the pack type (the card shows the title). */
export function thumbnailPng(type: string, hue: number): Buffer {
  const picture = new Picture(480, 270, 0.75); // drawn on a 640 × 360 design
  picture.diagonal(hsl(hue, 65, 40), hsl((hue + 90) % 360, 60, 18));
  picture.fill(circle(540, 70, 120), [420, 0, 640, 190], WHITE, 0.08);
  picture.fill(circle(90, 330, 160), [0, 170, 250, 360], BLACK, 0.15);
  (GLYPHS[type] ?? GLYPHS.image!)(picture);
  return picture.png();
}

/**
 * The demo catalogue's pictures, each drawn once: hues are rounded to 15° (24 of them), so a
 * catalogue of hundreds of packs draws at most 72 thumbnails and 24 portraits.
 */
export function demoPictures() {
  const drawn = new Map<string, Buffer>();
  const once = (key: string, draw: () => Buffer) => {
    let png = drawn.get(key);
    if (!png) drawn.set(key, (png = draw()));
    return png;
  };
  const step = (hue: number) => (Math.round(hue / 15) * 15) % 360;
  return {
    portrait: (hue: number) => once(`portrait:${step(hue)}`, () => avatarPng(step(hue))),
    thumbnail: (type: string, hue: number) =>
      once(`thumbnail:${type}:${step(hue)}`, () => thumbnailPng(type, step(hue))),
  };
}

export type DemoPictures = ReturnType<typeof demoPictures>;

/** Writes a demo picture under uploads/demo and returns its public URL. */
export function writeDemoImage(uploadsDir: string, folder: string, name: string, png: Buffer): string {
  const dir = path.join(uploadsDir, 'demo', folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.png`), png);
  return demoImageUrl(folder, name);
}

export const demoImageUrl = (folder: string, name: string) => `/uploads/demo/${folder}/${name}.png`;
