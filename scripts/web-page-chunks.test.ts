import { describe, expect, it } from 'vitest';
import { type ChunkInfo, PAGE_MODULES, pageChunksOf } from '../apps/web/page-chunks.ts';

const ROOT = '/repo/apps/web/';
const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false): ChunkInfo => ({
  fileName,
  imports,
  facadeModuleId: facade === null ? null : `${ROOT}${facade}`,
  isEntry,
});

// An entry that loads react and a shared helper; each page's chunk with what it imports.
const bundle = [
  chunk('assets/index.js', ['assets/react.js', 'assets/cn.js'], 'src/main.tsx', true),
  chunk('assets/react.js'),
  chunk('assets/cn.js', ['assets/react.js']),
  chunk('assets/models-page.js', ['assets/react.js', 'assets/input.js'], PAGE_MODULES.models),
  chunk('assets/input.js', ['assets/cn.js']),
  chunk('assets/model.js', ['assets/slots.js', 'assets/input.js'], PAGE_MODULES.model),
  chunk('assets/content.js', ['assets/slots.js'], PAGE_MODULES.content),
  chunk('assets/slots.js', ['assets/heart.js', 'assets/cn.js']),
  chunk('assets/heart.js'),
  chunk('assets/admin.js', ['assets/charts.js'], 'src/app/routes/admin.tsx'),
  chunk('assets/charts.js'),
];

describe('the chunks of the lazy pages', () => {
  it('lists each page chunk and what it imports, less what the entry loads', () => {
    expect(pageChunksOf(bundle, ROOT)).toEqual({
      models: ['/assets/models-page.js', '/assets/input.js'],
      model: ['/assets/model.js', '/assets/slots.js', '/assets/heart.js', '/assets/input.js'],
      content: ['/assets/content.js', '/assets/slots.js', '/assets/heart.js'],
    });
  });

  it("takes the app's entry for the entry, not a catalogue the build emits as an entry of its own", () => {
    const withCatalogue = [chunk('assets/shell-de-h.js', [], 'src/locales/de/shell.json', true), ...bundle];
    expect(pageChunksOf(withCatalogue, ROOT)).toEqual(pageChunksOf(bundle, ROOT));
  });

  it('writes the files under the build base, whatever the root spelling', () => {
    const pages = pageChunksOf(bundle, ROOT.slice(0, -1), '/static');
    expect(pages.content).toEqual(['/static/assets/content.js', '/static/assets/slots.js', '/static/assets/heart.js']);
  });

  it('refuses a build where a page has no chunk of its own', () => {
    expect(() =>
      pageChunksOf(
        bundle.filter((c) => c.fileName !== 'assets/content.js'),
        ROOT,
      ),
    ).toThrow(/content page/);
  });
});
