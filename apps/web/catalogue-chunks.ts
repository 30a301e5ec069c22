// The languages' catalogues (src/locales/<language>/<area>.json) as chunks of their own, each named
// by its area, its language and one hash of all catalogues, so that the browser's code composes a
// catalogue's address (src/lib/i18n/i18n.ts) instead of carrying a list of all 50 to load them on
// demand: that list was 0.8 KiB of the first page gzipped, for a visitor who reads English and
// loads none of them (docs/web-performance.md). The dev server and the server's renderer load the
// same files through import.meta.glob.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { version as viteVersion, type Plugin } from 'vite';

export type Catalogue = { language: string; area: string; file: string };

/** Every language's catalogue of every area under `dir`; throws when a language lacks an area another has. */
export function catalogues(dir: string): Catalogue[] {
  const found: Catalogue[] = [];
  const languages = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const areas = new Set<string>();
  for (const { name: language } of languages)
    for (const file of readdirSync(path.join(dir, language)).filter((f) => f.endsWith('.json'))) {
      const area = file.slice(0, -'.json'.length);
      areas.add(area);
      found.push({ language, area, file: path.join(dir, language, file) });
    }
  // The browser asks for a language's every area by its address: one missing would be a failed load.
  for (const { name: language } of languages)
    for (const area of areas)
      if (!found.some((c) => c.language === language && c.area === area))
        throw new Error(`src/locales/${language} has no ${area}.json (another language has one)`);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * One hash of every catalogue and of the bundler that writes them as modules: any change to any
 * catalogue renames them all (they are small, and a language's are loaded together anyway).
 */
export function cataloguesHash(list: readonly Catalogue[]): string {
  const hash = createHash('sha256').update(`vite ${viteVersion}\0`);
  for (const { language, area, file } of list)
    hash.update(`${language}/${area}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('base64url').slice(0, 8);
}

/** A catalogue's file in the build, beside the chunk that loads it: `assets/<area>-<language><suffix>`. */
export const catalogueFileName = (area: string, language: string, suffix: string) =>
  `assets/${area}-${language}${suffix}`;

/**
 * Emits every catalogue of `root`/src/locales as a chunk named `<area>-<language>-<hash>.js`, and
 * gives the browser's build the names' common end as `__CATALOGUE_SUFFIX__`.
 */
export function catalogueChunks(root: string): Plugin {
  const list = catalogues(path.join(root, 'src', 'locales'));
  const suffix = `-${cataloguesHash(list)}.js`;
  return {
    name: 'packdex-catalogue-chunks',
    apply: 'build',
    config: () => ({ define: { __CATALOGUE_SUFFIX__: JSON.stringify(suffix) } }),
    buildStart() {
      for (const { language, area, file } of list)
        this.emitFile({
          type: 'chunk',
          id: file,
          fileName: catalogueFileName(area, language, suffix),
          preserveSignature: 'exports-only',
        });
    },
  };
}
