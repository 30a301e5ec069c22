// The code a lazy page needs beyond the entry's, by the kind of page the server names: the build
// writes it beside index.html, and the server links it from the documents of those pages
// (`<link rel="modulepreload">`), so the page's chunk downloads with the entry's instead of after it
// has run (apps/api/src/plugins/web.ts).

export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The page kinds the server can tell from a URL, and the module each one's route loads lazily. */
export const PAGE_MODULES = {
  models: 'src/features/catalogue/pages/models-page.tsx',
  model: 'src/app/routes/model.tsx',
  content: 'src/app/routes/content.tsx',
} as const;

export type PageKind = keyof typeof PAGE_MODULES;
export type PageChunks = Record<PageKind, string[]>;

/** What the bundler says of a chunk (a subset of Rollup's and Rolldown's OutputChunk). */
export type ChunkInfo = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
};

const normalise = (id: string) => id.replaceAll('\\', '/');

/** The ids of the page modules (`PAGE_MODULES`) under the web app's folder `root`, by kind. */
export function pageModuleIds(root: string): Record<PageKind, string> {
  const prefix = normalise(root.endsWith('/') ? root : `${root}/`);
  const ids = {} as Record<PageKind, string>;
  for (const [kind, module] of Object.entries(PAGE_MODULES) as [PageKind, string][]) ids[kind] = `${prefix}${module}`;
  return ids;
}

/** `closure(file)`: the chunk `file` and every chunk it imports statically, directly or not. */
export function chunkClosure(chunks: readonly ChunkInfo[]) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  return closure;
}

/**
 * The app's entry chunk: the entry that is not a catalogue (catalogue-chunks.ts emits each language's
 * catalogues as entries of their own, loaded on demand).
 */
export const entryChunk = (chunks: readonly ChunkInfo[]) =>
  chunks.find((c) => c.isEntry && !(c.facadeModuleId ?? '').endsWith('.json'));

/** The chunk whose facade is the module `id`, if any. */
export const chunkOf = (chunks: readonly ChunkInfo[], id: string) =>
  chunks.find((c) => c.facadeModuleId !== null && normalise(c.facadeModuleId) === id);

/**
 * For each page kind, the files (as URLs under `base`) of its route module's chunk and of every
 * chunk that one imports statically, less those the entry already loads. Throws when a page's
 * module has no chunk of its own (a renamed page, or one no longer loaded lazily).
 */
export function pageChunksOf(chunks: readonly ChunkInfo[], root: string, base = '/'): PageChunks {
  const closure = chunkClosure(chunks);
  const entry = entryChunk(chunks);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const pages = {} as PageChunks;
  for (const [kind, id] of Object.entries(pageModuleIds(root)) as [PageKind, string][]) {
    const chunk = chunkOf(chunks, id);
    if (!chunk) throw new Error(`No chunk of its own for the ${kind} page (${PAGE_MODULES[kind]})`);
    pages[kind] = [...closure(chunk.fileName)].filter((f) => !loaded.has(f)).map((f) => `${prefix}${f}`);
  }
  return pages;
}
