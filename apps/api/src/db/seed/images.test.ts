import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PORTRAIT,
  type PortraitOf,
  portraitSvg,
  processedPortrait,
  processedThumbnail,
  THUMBNAIL,
  thumbnailSvg,
  type ThumbnailOf,
} from './images.ts';

const ines: PortraitOf = { slug: 'ines-starling', hue: 200, hairColor: 'blonde', ethnicity: 'white' };
const noor: PortraitOf = { slug: 'noor-lunaris', hue: 20, hairColor: 'black', ethnicity: 'arab' };

/** The widest variant stored, as the pipeline stores an upload. */
const portraitWebp = async (model: PortraitOf) => (await processedPortrait(model)).variants.at(-1)!.webp;
const thumbnailWebp = async (of: ThumbnailOf) => (await processedThumbnail(of)).variants.at(-1)!.webp;

/** The pixels of a stored picture, decoded. */
const decoded = (webp: Buffer) => sharp(webp).raw().toBuffer({ resolveWithObject: true });

describe('the demo pictures', () => {
  it('stores a 3:4 portrait through the uploads’ pipeline: WebP at each width, no metadata, a placeholder', async () => {
    const picture = await processedPortrait(ines);
    expect(picture).toMatchObject({ width: PORTRAIT.width, height: PORTRAIT.height, widths: [320, PORTRAIT.width] });
    expect(picture.placeholder).toMatch(/^[A-Za-z0-9+/]{20,}=*$/);
    for (const { width, webp } of picture.variants) {
      const meta = await sharp(webp).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 4) / 3) });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
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
    const picture = await processedThumbnail({ model: ines, type: 'video', pattern: 'ines-starling-video' });
    expect(picture.widths).toEqual([320, THUMBNAIL.width]);
    const webp = picture.variants.at(-1)!.webp;
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
    // Positions as fractions of the 16:9 picture: the face sits in its right quarter.
    const at = (fx: number, fy: number) =>
      [Math.round(fx * THUMBNAIL.width), Math.round(fy * THUMBNAIL.height)] as const;
    const left = pixel(x, ...at(0.04, 0.07)).some((v, i) => Math.abs(v - pixel(y, ...at(0.04, 0.07))[i]!) > 8);
    const face = [...Array(20).keys()].filter((k) => {
      const [px, py] = at(0.75 + k * 0.00625, 0.74);
      return pixel(x, px, py).every((v, i) => Math.abs(v - pixel(y, px, py)[i]!) <= 24);
    }).length;
    expect(left || pixel(x, ...at(0.21, 0.89)).some((v, i) => v !== pixel(y, ...at(0.21, 0.89))[i])).toBe(true);
    expect(face).toBeGreaterThan(10);
  });
});
