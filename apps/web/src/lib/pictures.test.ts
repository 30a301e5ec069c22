import { describe, expect, it } from 'vitest';
import type { Picture } from '@packdex/shared/schemas';
import { narrowest, pictureMissing, pictureProps } from './pictures.ts';

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
