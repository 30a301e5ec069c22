import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PORTRAIT,
  type PortraitOf,
  portraitSvg,
  portraitWebp,
  THUMBNAIL,
  thumbnailSvg,
  thumbnailWebp,
} from './images.ts';

const ines: PortraitOf = { slug: 'ines-starling', hue: 200, hairColor: 'blonde', ethnicity: 'white' };
const noor: PortraitOf = { slug: 'noor-lunaris', hue: 20, hairColor: 'black', ethnicity: 'arab' };

/** The pixels of a stored picture, decoded. */
const decoded = (webp: Buffer) => sharp(webp).raw().toBuffer({ resolveWithObject: true });

describe('the demo pictures', () => {
  it('stores a 3:4 portrait as WebP with no metadata, as an upload would be', async () => {
    const webp = await portraitWebp(ines);
    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PORTRAIT.width, height: PORTRAIT.height });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('draws each model as their profile says, and two models differently', async () => {
    // The hair colour of the profile (blonde), a skin tone of the profile's range.
    expect(portraitSvg(ines)).toContain('#d9b36c');
    expect(portraitSvg(noor)).toContain('#1f1a17');
    expect(portraitSvg(noor)).toMatch(/#(d9a679|c68e5f)/);
    const [a, b] = await Promise.all([decoded(await portraitWebp(ines)), decoded(await portraitWebp(noor))]);
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 1) if (Math.abs(a.data[i]! - b.data[i]!) > 24) differing += 1;
    expect(differing / a.data.length).toBeGreaterThan(0.3);
  });

  it("stores a 16:9 thumbnail of the pack's pattern with its model's drawing composed in", async () => {
    const svg = thumbnailSvg({ model: ines, type: 'video', pattern: 'ines-starling-video' });
    expect(svg).toContain('#d9b36c');
    const webp = await thumbnailWebp({ model: ines, type: 'video', pattern: 'ines-starling-video' });
    expect(await sharp(webp).metadata()).toMatchObject({
      format: 'webp',
      width: THUMBNAIL.width,
      height: THUMBNAIL.height,
    });
    // Another pattern, same model: the left of the picture changes, the model on the right stays.
    const other = await thumbnailWebp({ model: ines, type: 'gallery', pattern: 'ines-starling-gallery' });
    const [x, y] = await Promise.all([decoded(webp), decoded(other)]);
    const channels = x.info.channels;
    const pixel = (img: typeof x, px: number, py: number) => [
      ...img.data.subarray((py * THUMBNAIL.width + px) * channels, (py * THUMBNAIL.width + px) * channels + 3),
    ];
    const left = pixel(x, 20, 20).some((v, i) => Math.abs(v - pixel(y, 20, 20)[i]!) > 8);
    const face = [...Array(20).keys()].filter((k) => {
      const px = 360 + k * 3;
      return pixel(x, px, 200).every((v, i) => Math.abs(v - pixel(y, px, 200)[i]!) <= 24);
    }).length;
    expect(left || pixel(x, 100, 240).some((v, i) => v !== pixel(y, 100, 240)[i])).toBe(true);
    expect(face).toBeGreaterThan(10);
  });
});
