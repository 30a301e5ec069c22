import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@packdex/shared/schemas';
import { thumbHashToDataURL } from 'thumbhash';

/** The tiny placeholder of a stored picture as an image address, or undefined when it has none. */
function placeholderOf(picture: Picture): string | undefined {
  if (!picture.placeholder) return undefined;
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(picture.placeholder), (c) => c.charCodeAt(0)));
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
