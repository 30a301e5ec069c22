import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ContentRepository } from '../content/content.repository.ts';
import type { LinkHealthRepository } from '../link-health/link-health.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import { aliasesOf } from '../models/models.service.ts';
import { IMPORT_COLUMNS } from './import-rows.ts';

/** Rows an export reads at a time: its memory stays this many records, whatever the catalogue's size. */
const EXPORT_BATCH = 500;

type Record_ = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number | string[] | null>>;

interface Deps {
  models: Pick<ModelsRepository, 'exportBatch' | 'tagsFor'>;
  content: Pick<ContentRepository, 'exportBatch' | 'tagsFor'>;
  /** The items' mirrors (their links after the first). */
  links: Pick<LinkHealthRepository, 'forContents'>;
}

/**
 * The catalogue out, in the columns an import reads (docs/catalogue-operations.md): every model,
 * then every item, walked by id in batches (keyset, so no page is ever skipped or read twice), so
 * an exported file imported again finds every row unchanged.
 */
export function catalogueExportService({ models, content, links }: Deps) {
  async function* records(): AsyncGenerator<Record_> {
    for (let after = 0; ;) {
      const rows = await models.exportBatch(after, EXPORT_BATCH);
      const tags = await models.tagsFor(rows.map((r) => r.id));
      for (const m of rows)
        yield {
          kind: 'model',
          model_id: m.model_id,
          name: m.name,
          // The address a fetched photo came from: the file imports anywhere, and here it changes nothing.
          photoUrl: m.photo_source ?? m.photo_url,
          slug: m.slug,
          ethnicity: m.ethnicity,
          birthDate: m.birth_date,
          age: m.age,
          placeOfBirth: m.place_of_birth,
          bio: m.bio,
          hairColor: m.hair_color,
          eyeColor: m.eye_color,
          bodyType: m.body_type,
          bustSize: m.bust_size,
          boobsType: m.boobs_type,
          cupSize: m.cup_size,
          height: m.height,
          weight: m.weight,
          sexuality: m.sexuality,
          tags: tags.get(m.id) ?? [],
          aliases: aliasesOf(m.aliases),
        };
      if (rows.length < EXPORT_BATCH) break;
      after = rows.at(-1)!.id;
    }
    for (let after = 0; ;) {
      const rows = await content.exportBatch(after, EXPORT_BATCH);
      const tags = await content.tagsFor(rows.map((r) => r.id));
      const mirrors = new Map<number, string[]>();
      for (const link of await links.forContents(rows.map((r) => r.id)))
        if (link.position > 0) mirrors.set(link.content_id, [...(mirrors.get(link.content_id) ?? []), link.url]);
      for (const c of rows)
        yield {
          kind: 'content',
          model_id: c.model_ref,
          slug: c.slug,
          title: c.title,
          url: c.url,
          thumbnailUrl: c.thumbnail_source ?? c.thumbnail_url,
          type: c.type,
          images: c.images,
          videos: c.videos,
          size: Number(c.size),
          tags: tags.get(c.id) ?? [],
          mirrors: mirrors.get(c.id) ?? [],
          external_id: c.external_id,
        };
      if (rows.length < EXPORT_BATCH) break;
      after = rows.at(-1)!.id;
    }
  }

  return {
    /** The catalogue as a stream of CSV (a header, tags comma-separated) or NDJSON (one object a line). */
    export(format: 'csv' | 'ndjson'): Readable {
      if (format === 'ndjson')
        return Readable.from(
          (async function* () {
            for await (const record of records()) {
              const present = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));
              yield `${JSON.stringify(present)}\n`;
            }
          })(),
        );
      const csv = stringify({ header: true, columns: [...IMPORT_COLUMNS] });
      const source = Readable.from(
        (async function* () {
          for await (const record of records())
            yield {
              ...record,
              tags: Array.isArray(record.tags) ? record.tags.join(',') : record.tags,
              aliases: Array.isArray(record.aliases) ? record.aliases.join(',') : record.aliases,
              // Mirrors are separated by spaces: a URL holds none (it may hold a comma).
              mirrors: Array.isArray(record.mirrors) ? record.mirrors.join(' ') : record.mirrors,
            };
        })(),
      );
      source.on('error', (err) => csv.destroy(err));
      return source.pipe(csv);
    },
  };
}
export type CatalogueExportService = ReturnType<typeof catalogueExportService>;
