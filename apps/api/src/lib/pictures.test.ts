import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describePicture,
  NotAPicture,
  pictureKey,
  pictureKeyOf,
  pictureMeta,
  picturePath,
  processPicture,
  storePicture,
} from './pictures.ts';

/** A camera-like JPEG: `width` × `height` as stored, turned by EXIF orientation 6 (90°), with EXIF text. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c63' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Private camera owner', Artist: 'Someone real', Make: 'PhoneCo' } })
    .jpeg()
    .toBuffer();

describe('processPicture', () => {
  it('encodes an upright WebP at each width up to the picture’s own, with no EXIF, ICC or orientation left', async () => {
    const original = await cameraJpeg(1600, 1000);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const picture = await processPicture(original);
    // Orientation 6 stands the 1600 × 1000 picture up: 1000 wide, so the widest variant is 1000.
    expect(picture.widths).toEqual([320, 640, 1000]);
    expect([picture.width, picture.height]).toEqual([1000, 1600]);
    expect(picture.originalExt).toBe('jpg');
    for (const variant of picture.variants) {
      const meta = await sharp(variant.webp).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 1600) / 1000));
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.webp.includes('Someone real')).toBe(false);
    }
  });

  it('caps the widest variant at 1200 and never enlarges a small picture', async () => {
    const wide = await processPicture(
      await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#39c' } })
        .png()
        .toBuffer(),
    );
    expect(wide.widths).toEqual([320, 640, 1200]);
    expect([wide.width, wide.height]).toEqual([1200, 600]);
    const small = await processPicture(
      await sharp({ create: { width: 200, height: 100, channels: 4, background: '#39c8' } })
        .png()
        .toBuffer(),
    );
    expect(small.widths).toEqual([200]);
    expect(small.originalExt).toBe('png');
  });

  it('records a ThumbHash placeholder of the picture’s shape', async () => {
    const picture = await processPicture(
      await sharp({ create: { width: 800, height: 400, channels: 3, background: '#e33' } })
        .jpeg()
        .toBuffer(),
    );
    const hash = Buffer.from(picture.placeholder, 'base64');
    expect(hash.length).toBeLessThan(40);
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);
  });

  it('decides the type from the bytes: text, a truncated JPEG and an SVG are not pictures', async () => {
    const jpeg = await cameraJpeg(300, 200);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>');
    for (const bytes of [Buffer.from('GIF89a but not really'), jpeg.subarray(0, 200), svg])
      await expect(processPicture(bytes)).rejects.toBeInstanceOf(NotAPicture);
  });
});

describe('storing and describing a picture', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'packdex-pictures-'));
  const folders = { uploadsDir: path.join(dir, 'uploads'), originalsDir: path.join(dir, 'originals') };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each variant, main.webp and the original (outside the served folder)', async () => {
    const original = await cameraJpeg(900, 700);
    const picture = await processPicture(original);
    const key = pictureKey();
    await storePicture(folders, key, original, picture);
    for (const w of picture.widths)
      expect(existsSync(path.join(folders.uploadsDir, 'pictures', key, `${w}.webp`))).toBe(true);
    const main = readFileSync(path.join(folders.uploadsDir, 'pictures', key, 'main.webp'));
    expect((await sharp(main).metadata()).width).toBe(picture.width);
    expect(readFileSync(path.join(folders.originalsDir, `${key}.jpg`))).toEqual(original);
  });

  it('describes a ready picture with its srcset, and nothing for other addresses', () => {
    const key = pictureKey();
    const meta = pictureMeta({ status: 'ready', width: 640, height: 480, widths: '320,640', placeholder: 'abc' });
    expect(pictureKeyOf(picturePath(key))).toBe(key);
    expect(describePicture(picturePath(key), meta)).toEqual({
      status: 'ready',
      width: 640,
      height: 480,
      srcset: `/uploads/pictures/${key}/320.webp 320w, /uploads/pictures/${key}/640.webp 640w`,
      placeholder: 'abc',
    });
    expect(
      describePicture(
        picturePath(key),
        pictureMeta({ status: 'pending', width: null, height: null, widths: null, placeholder: null }),
      ),
    ).toMatchObject({ status: 'pending', srcset: '' });
    expect(describePicture('/uploads/models/0123.webp', meta)).toBeNull();
    expect(describePicture('https://img.example.test/p.jpg', meta)).toBeNull();
  });
});
