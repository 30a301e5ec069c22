// Fictional test pictures made with sharp: a gradient with coloured shapes drawn from a seed, and
// altered copies of one (resized, re-encoded, cropped), for the known-bad picture list's tests.
import sharp from 'sharp';

/** A 800×600 PNG: a diagonal gradient and fourteen circles and rotated bars, laid out by `seed`. */
export async function patternPicture(seed: number, width = 800, height = 600): Promise<Buffer> {
  let x = seed;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const cx = Math.round(rnd() * width);
    const cy = Math.round(rnd() * height);
    const r = Math.round(30 + rnd() * 150);
    const fill = `hsl(${Math.round(rnd() * 360)},70%,${Math.round(30 + rnd() * 40)}%)`;
    shapes.push(
      i % 2
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
        : `<rect x="${cx - r}" y="${cy - r / 2}" width="${2 * r}" height="${r}" fill="${fill}" transform="rotate(${Math.round(rnd() * 90)} ${cx} ${cy})"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(seed * 37) % 360},60%,20%)"/><stop offset="1" stop-color="hsl(${(seed * 91) % 360},60%,80%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Cuts `percent` of the width and height: evenly from each side, or all from the top left corner. */
async function cropped(picture: Buffer, percent: number, from: 'sides' | 'corner'): Promise<Buffer> {
  const { width, height } = await sharp(picture).metadata();
  const cutX = Math.round((width * percent) / 100);
  const cutY = Math.round((height * percent) / 100);
  const left = from === 'sides' ? Math.round(cutX / 2) : cutX;
  const top = from === 'sides' ? Math.round(cutY / 2) : cutY;
  return sharp(picture)
    .extract({ left, top, width: width - cutX, height: height - cutY })
    .toBuffer();
}

/** Altered copies of a picture, each named by what was done to it. */
export async function alteredCopies(picture: Buffer): Promise<Record<string, Buffer>> {
  return {
    'resized to half, as JPEG': await sharp(picture).resize({ width: 400 }).jpeg({ quality: 85 }).toBuffer(),
    'resized to a quarter, as WebP': await sharp(picture).resize({ width: 200 }).webp().toBuffer(),
    'JPEG at quality 60': await sharp(picture).jpeg({ quality: 60 }).toBuffer(),
    'WebP at quality 50': await sharp(picture).webp({ quality: 50 }).toBuffer(),
    'JPEG re-encoded as WebP': await sharp(await sharp(picture).jpeg({ quality: 75 }).toBuffer())
      .webp({ quality: 70 })
      .toBuffer(),
    'cropped by 3% at the sides': await cropped(picture, 3, 'sides'),
    'cropped by 5% at the sides, as JPEG': await sharp(await cropped(picture, 5, 'sides'))
      .jpeg()
      .toBuffer(),
    'cropped by 3% at a corner, as WebP': await sharp(await cropped(picture, 3, 'corner'))
      .webp({ quality: 70 })
      .toBuffer(),
  };
}
