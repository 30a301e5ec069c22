import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Glyph } from './glyph.tsx';

const classes = (markup: string) => /class="([^"]*)"/.exec(markup)?.[1]?.split(' ');

describe('a glyph', () => {
  it('is 16 px without a size of its own: an empty span has none, and a menu’s `[&_svg]:size-4` does not reach it', () => {
    expect(classes(renderToStaticMarkup(<Glyph name="search" />))).toEqual(['glyph', 'glyph-search', 'size-4']);
  });

  it('takes the size it is given instead, important or not', () => {
    expect(classes(renderToStaticMarkup(<Glyph name="eye" className="size-3.5" />))).toEqual([
      'glyph',
      'glyph-eye',
      'size-3.5',
    ]);
    expect(
      classes(renderToStaticMarkup(<Glyph name="search" className="absolute left-3 size-5 text-fg-subtle" />)),
    ).toEqual(['glyph', 'glyph-search', 'absolute', 'left-3', 'size-5', 'text-fg-subtle']);
    expect(classes(renderToStaticMarkup(<Glyph name="bell" className="size-5!" />))).toContain('size-5!');
  });
});
