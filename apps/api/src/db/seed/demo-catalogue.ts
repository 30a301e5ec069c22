import {
  BODY_TYPES,
  BOOBS_TYPES,
  CONTENT_TYPES,
  CUP_SIZES,
  ETHNICITIES,
  EYE_COLORS,
  HAIR_COLORS,
  MAX_AGE,
  MIN_AGE,
  SEXUALITIES,
  type Ethnicity,
  type HairColor,
} from '@packdex/shared/constants';
import { slugify } from '@packdex/shared/utils';
import { syncTags } from '../tags.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { NewContent } from '../tables/content.table.ts';
import type { NewModel } from '../tables/models.table.ts';
import { pictureMeta, picturePath } from '../../lib/pictures.ts';
import {
  demoPictureUrl,
  drawDemoPictures,
  type LandedDemoPicture,
  type PortraitOf,
  thumbnailKey,
  type ThumbnailOf,
} from './images.ts';
import { createRandom, type Random } from './random.ts';
import {
  BIO_CLOSERS,
  BIO_OPENERS,
  CONTENT_TAGS,
  FIRST_NAMES,
  LAST_NAMES,
  MODEL_DEMO_TAGS,
  PLACES,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
} from './words.ts';

/** Dates are relative to a fixed day so the same seed gives the same catalogue on any day. */
const DEMO_REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

interface DemoOptions {
  seed: number;
  models: number;
  /** Where the pictures go (UPLOADS_DIR); null seeds the rows without drawing them. */
  uploadsDir: string | null;
  /** Where the pictures' originals are kept, unserved (required with `uploadsDir`). */
  originalsDir?: string;
  fileHostDomain: string;
}

const spread = <T>(items: readonly T[], i: number, rng: Random): T =>
  i < items.length * 2 ? items[i % items.length]! : rng.pick(items);

/** The pictures the catalogue names, drawn once its rows are in (images.ts). */
interface DemoPictures {
  portraits: PortraitOf[];
  thumbnails: Map<string, ThumbnailOf>;
}

/**
 * Where each model falls in the range of ages: a shuffle of 0…total-1, so the ages still cover 18 to
 * 65 but the newest profiles are not the oldest people. Its own generator, so the rest of the
 * catalogue (names, slugs, packs) stays what the seed has always made.
 */
function agePositions(total: number, seed: number): number[] {
  const rng = createRandom(seed ^ 0x5eed);
  const positions = Array.from({ length: total }, (_, i) => i);
  for (let i = total - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions;
}

function buildModel(
  i: number,
  total: number,
  agePosition: number,
  rng: Random,
  usedSlugs: Set<string>,
  pictures: DemoPictures,
) {
  const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length]}`;
  let slug = slugify(name);
  while (usedSlugs.has(slug)) slug = `${slugify(name)}-${rng.id(4)}`;
  usedSlugs.add(slug);
  const age = total > 1 ? MIN_AGE + Math.round((agePosition * (MAX_AGE - MIN_AGE)) / (total - 1)) : 25;
  const birth = new Date(DEMO_REFERENCE_DATE - age * 365.25 * DAY - rng.int(1, 300) * DAY);
  const tags = rng.sample(MODEL_DEMO_TAGS, rng.int(2, 5));
  const hue = rng.int(0, 359);
  const cup = rng.pick(CUP_SIZES);
  const created = new Date(DEMO_REFERENCE_DATE - (total - i) * 5 * DAY - rng.int(0, DAY)).toISOString();
  const model: NewModel = {
    model_id: `PDX-${String(1000 + i)}`,
    slug,
    name,
    photo_url: demoPictureUrl('portrait', slug),
    views: Math.floor(Math.exp(rng.next() * 12)),
    ethnicity: spread(ETHNICITIES, i, rng),
    birth_date: birth.toISOString().slice(0, 10),
    age,
    place_of_birth: rng.pick(PLACES),
    bio: `${rng.pick(BIO_OPENERS)} ${rng.pick(BIO_CLOSERS)}`,
    hair_color: spread(HAIR_COLORS, i + 1, rng),
    eye_color: spread(EYE_COLORS, i + 2, rng),
    body_type: spread(BODY_TYPES, i + 3, rng),
    bust_size: `${rng.int(30, 38)}${cup}`,
    boobs_type: rng.pick(BOOBS_TYPES),
    cup_size: cup,
    height: rng.int(150, 185),
    weight: rng.int(45, 80),
    sexuality: rng.pick(SEXUALITIES),
    search_text: [name, ...tags].join(' '),
    created_at: created,
    updated_at: created,
  };
  // Read back from the row: its fields are drawn in the row's order, which the seed's stream keeps.
  const portrait: PortraitOf = {
    slug,
    hue,
    hairColor: model.hair_color as HairColor,
    ethnicity: model.ethnicity as Ethnicity,
  };
  pictures.portraits.push(portrait);
  return { model, tags, portrait };
}

function buildContent(
  rng: Random,
  options: DemoOptions,
  modelName: string,
  portrait: PortraitOf,
  created: Date,
  usedSlugs: Set<string>,
  pictures: DemoPictures,
) {
  const type = rng.pick(CONTENT_TYPES);
  const title = `${rng.pick(TITLE_ADJECTIVES)} ${rng.pick(TITLE_NOUNS)}${rng.next() < 0.4 ? ` Vol. ${rng.int(2, 9)}` : ''}`;
  const fullTitle = `${modelName.split(' ')[0]} – ${title}`;
  let slug = slugify(`${modelName} ${title}`);
  while (usedSlugs.has(slug)) slug = `${slugify(`${modelName} ${title}`)}-${rng.id(5)}`;
  usedSlugs.add(slug);
  const images = type === 'video' ? 0 : rng.int(type === 'image' ? 20 : 10, type === 'image' ? 320 : 160);
  const videos = type === 'image' ? 0 : rng.int(1, type === 'video' ? 24 : 6);
  const size = images * rng.int(1_500_000, 4_500_000) + videos * rng.int(60_000_000, 900_000_000);
  const tags = rng.sample(CONTENT_TAGS, rng.int(2, 4));
  rng.next(); // the hue earlier thumbnails were drawn with: kept, so the packs after this one stay the same
  const key = thumbnailKey({ model: portrait, type });
  if (!pictures.thumbnails.has(key)) pictures.thumbnails.set(key, { model: portrait, type, pattern: key });
  const createdAt = created.toISOString();
  const row: Omit<NewContent, 'model_id'> = {
    slug,
    title: fullTitle,
    url: `https://${options.fileHostDomain}/d/${rng.id(12)}`,
    thumbnail_url: demoPictureUrl('thumbnail', key),
    type,
    views: Math.floor(Math.exp(rng.next() * 11)),
    images,
    videos,
    size,
    search_text: [fullTitle, ...tags, modelName].join(' '),
    created_at: createdAt,
    updated_at: createdAt,
  };
  return { row, tags };
}

async function insertChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Seeds a fictional, non-explicit catalogue: `models` profiles covering every ethnicity, hair and
 * eye colour, body type and ages 18–65, with about ten packs each (a few have only one or two, so
 * the "More Content" fallback shows). Deterministic for a seed.
 */
export async function seedDemoCatalogue(
  db: Kysely<DB>,
  options: DemoOptions,
): Promise<{ models: number; contents: number }> {
  const rng = createRandom(options.seed);
  const modelSlugs = new Set<string>();
  const contentSlugs = new Set<string>();
  const pictures: DemoPictures = { portraits: [], thumbnails: new Map() };
  const ages = agePositions(options.models, options.seed);
  const seededAt = Date.now();
  let contents = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < options.models; i += 1) {
      const { model, tags, portrait } = buildModel(i, options.models, ages[i]!, rng, modelSlugs, pictures);
      const { id } = await trx.insertInto('models').values(model).returning('id').executeTakeFirstOrThrow();
      if (tags.length)
        await trx
          .insertInto('model_tags')
          .values(tags.map((tag) => ({ model_id: id, tag })))
          .execute();

      const count = i < 2 ? i + 1 : rng.int(5, 15);
      const modelCreated = new Date(model.created_at).getTime();
      const items = Array.from({ length: count }, () => {
        // Spread between the model's arrival and the reference day, so every model shows up in "recent".
        const created = new Date(modelCreated + Math.floor(rng.next() * (DEMO_REFERENCE_DATE - modelCreated)));
        return buildContent(rng, options, model.name, portrait, created, contentSlugs, pictures);
      });
      const inserted = await trx
        .insertInto('contents')
        .values(items.map((it) => ({ ...it.row, model_id: id })))
        .returning('id')
        .execute();
      // Each pack's download link, as link health checks it (docs/link-health.md): due over the next
      // day, as the migration that made the table spread the links it found.
      await trx
        .insertInto('content_links')
        .values(
          inserted.map((r, k) => ({
            content_id: r.id,
            position: 0,
            url: items[k]!.row.url,
            host: options.fileHostDomain.toLowerCase(),
            next_check_at: new Date(seededAt + (r.id % 1440) * 60_000).toISOString(),
          })),
        )
        .execute();
      const tagRows = inserted.flatMap((r, k) => items[k]!.tags.map((tag) => ({ content_id: r.id, tag })));
      await insertChunks(tagRows, 200, (chunk) => trx.insertInto('content_tags').values(chunk).execute());
      contents += count;
    }
    await syncTags(trx);
  });
  if (options.uploadsDir) {
    if (!options.originalsDir) throw new Error('The demo pictures need the originals folder beside the uploads');
    const folders = { uploadsDir: options.uploadsDir, originalsDir: options.originalsDir };
    await recordPictures(db, await drawDemoPictures(folders, pictures.portraits, pictures.thumbnails));
  }
  return { models: options.models, contents };
}

/**
 * Records the stored pictures as an upload's are: a `pictures` row each, and on the models and packs
 * showing one, its description (sizes, widths, placeholder) for the pages' `srcset` and blur-up.
 */
async function recordPictures(db: Kysely<DB>, landed: LandedDemoPicture[]): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await insertChunks(landed, 100, (chunk) =>
      trx
        .insertInto('pictures')
        .values(
          chunk.map((p) => ({ ...p, source_url: null, status: 'ready' as const, created_at: at, updated_at: at })),
        )
        .execute(),
    );
    for (const picture of landed) {
      const url = picturePath(picture.key);
      const meta = pictureMeta({ status: 'ready', ...picture });
      await trx.updateTable('models').set({ photo_meta: meta }).where('photo_url', '=', url).execute();
      await trx.updateTable('contents').set({ thumbnail_meta: meta }).where('thumbnail_url', '=', url).execute();
    }
  });
}
