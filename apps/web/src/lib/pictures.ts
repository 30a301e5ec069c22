import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@packdex/shared/schemas';
import { rgbaToDataURL, thumbHashToRGBA } from 'thumbhash';

/**
 * The placeholder's longer side in pixels. A ThumbHash holds at most 7 terms of its cosine series
 * across a side (3 cycles), which 12 samples still draw; ThumbHash's own 32-pixel drawing, written as
 * an uncompressed PNG, was 3.3 KB of every card's markup (80 KB of a home page's 270 KB) for the same
 * blur once the browser scales it up.
 */
export const PLACEHOLDER_SIDE = 12;

/** `rgba` (w × h) averaged down to `tw` × `th`: each target pixel is the mean of the source pixels it covers. */
function shrink(w: number, h: number, rgba: ArrayLike<number>, tw: number, th: number): Uint8Array {
  const out = new Uint8Array(tw * th * 4);
  for (let ty = 0; ty < th; ty++) {
    const y0 = Math.floor((ty * h) / th);
    const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * h) / th));
    for (let tx = 0; tx < tw; tx++) {
      const x0 = Math.floor((tx * w) / tw);
      const x1 = Math.max(x0 + 1, Math.floor(((tx + 1) * w) / tw));
      const sum = [0, 0, 0, 0];
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) for (let c = 0; c < 4; c++) sum[c]! += rgba[(y * w + x) * 4 + c]!;
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(ty * tw + tx) * 4 + c] = Math.round(sum[c]! / n);
    }
  }
  return out;
}

/** The tiny placeholder of a stored picture as an image address, or undefined when it has none. */
function placeholderOf(picture: Picture): string | undefined {
  if (!picture.placeholder) return undefined;
  try {
    const { w, h, rgba } = thumbHashToRGBA(Uint8Array.from(atob(picture.placeholder), (c) => c.charCodeAt(0)));
    const scale = Math.min(1, PLACEHOLDER_SIDE / Math.max(w, h));
    const tw = Math.max(1, Math.round(w * scale));
    const th = Math.max(1, Math.round(h * scale));
    return rgbaToDataURL(tw, th, shrink(w, h, rgba, tw, th));
  } catch {
    return undefined;
  }
}

/** Clears the placeholder behind a picture once it is shown (a transparent one would show it through). */
const clearPlaceholder = (event: { currentTarget: HTMLImageElement }) => {
  event.currentTarget.style.backgroundImage = '';
};

/**
 * The `<img>` attributes of a stored picture (docs/catalogue-operations.md#images): its WebP widths
 * as `srcset` with the `sizes` the layout gives it, its own width and height, and its ThumbHash
 * painted behind it until it loads. A picture stored before the pipeline gets nothing extra.
 */
export function pictureProps(
  picture: Picture | null | undefined,
  sizes: string,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes' | 'width' | 'height' | 'style' | 'onLoad'> {
  if (picture?.status !== 'ready') return {};
  const placeholder = placeholderOf(picture);
  return {
    srcSet: picture.srcset,
    sizes,
    ...(picture.width && picture.height ? { width: picture.width, height: picture.height } : {}),
    ...(placeholder
      ? { style: { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' }, onLoad: clearPlaceholder }
      : {}),
  };
}

/** Whether a stored picture is not there to show (still being fetched, or the fetch failed). */
export const pictureMissing = (picture: Picture | null | undefined) =>
  picture?.status === 'pending' || picture?.status === 'failed';

/** The narrowest variant of a stored picture (a blurred backdrop needs no more), else `src` itself. */
export function narrowest(src: string, picture: Picture | null | undefined): string {
  if (picture?.status !== 'ready') return src;
  return picture.srcset.split(' ')[0] || src;
}
