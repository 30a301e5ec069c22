import type { Model } from '@packdex/shared/schemas';
import type { ModelBody } from '@packdex/shared/schemas/catalogue-admin';
import { MIN_AGE } from '@packdex/shared/constants';
import { slugify } from '@packdex/shared/utils';
import type { Executor, Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound, UniqueConflict } from '../../lib/errors.ts';
import { removeUpload } from '../../lib/images.ts';
import { picturePath } from '../../lib/pictures.ts';
import { chosenSlug, freeSlug, retryOnSlugConflict } from '../../lib/slugs.ts';
import { now } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { noDrafts, type Drafts } from '../../lib/drafts.ts';
import { type BannedTermsGuard, catalogueFields, noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import { contentSearchText } from '../content/content-rules.ts';
import type { Viewer } from '../users/users.service.ts';
import type { ItemPicture, PicturesService } from '../pictures/pictures.service.ts';
import type { ModelPhotosRepository } from './model-photos.repository.ts';
import type { ModelsRepository } from './models.repository.ts';
import { toModel } from './models.service.ts';

/** Where model photos were stored under the uploads folder before the image pipeline (lib/pictures.ts). */
export const PHOTO_FOLDER = 'models';

interface Deps {
  transact: Transact;
  models: ModelsRepository;
  content: Pick<ContentRepository, 'countForModel' | 'searchPartsForModel' | 'setSearchText'>;
  audit: Pick<AuditService, 'record'>;
  uploadsDir: string;
  /** Where photos are stored: uploaded, or fetched from the address given. */
  pictures: Pick<PicturesService, 'take' | 'fromUpload' | 'release'>;
  /** The gallery's pictures, deleted with the model. */
  gallery?: Pick<ModelPhotosRepository, 'keysOf'>;
  /** Fetches the pictures just queued, after the answer. */
  fetchQueued: () => void;
  /** Refused in names, bios and tags. */
  bannedTerms?: BannedTermsGuard;
  /** Review before publication: a new model becomes a hidden draft when it is on. */
  drafts?: Drafts;
}

/** Full years between a birth date (YYYY-MM-DD) and `at`. */
function yearsSince(birthDate: string, at: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let years = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) years -= 1;
  return years;
}

/**
 * Rules the schema cannot check alone: a birth date is in the past and makes the model an adult.
 * The form and the catalogue import both ask here, so a rule added once holds for both.
 */
export function modelIssue(input: ModelBody): { field: keyof ModelBody; error: string } | null {
  if (!input.birthDate) return null;
  const years = yearsSince(input.birthDate, clock.now());
  if (years < 0 || new Date(`${input.birthDate}T00:00:00Z`).getTime() > clock.millis())
    return { field: 'birthDate', error: 'Birth date must not be in the future' };
  if (years < MIN_AGE) return { field: 'birthDate', error: `Models must be at least ${MIN_AGE}: check the birth date` };
  return null;
}

function checkBirthDate(input: ModelBody): void {
  const issue = modelIssue(input);
  if (issue) throw badRequest(issue.error);
}

/** What model search and suggestions match: the name, the aliases and the tags. */
export const modelSearchText = (name: string, aliases: readonly string[], tags: readonly string[]) =>
  [name, ...aliases, ...tags].join(' ');

/** The stored columns of a model from the admin form (or a row of a catalogue import). */
export function modelFields(input: ModelBody, slug: string, at: string) {
  return {
    model_id: input.model_id,
    slug,
    name: input.name,
    photo_url: input.photoUrl,
    ethnicity: input.ethnicity ?? null,
    birth_date: input.birthDate ?? null,
    age: input.age ?? null,
    place_of_birth: input.placeOfBirth ?? null,
    bio: input.bio ?? null,
    hair_color: input.hairColor ?? null,
    eye_color: input.eyeColor ?? null,
    body_type: input.bodyType ?? null,
    bust_size: input.bustSize ?? null,
    boobs_type: input.boobsType ?? null,
    cup_size: input.cupSize ?? null,
    height: input.height ?? null,
    weight: input.weight ?? null,
    sexuality: input.sexuality ?? null,
    aliases: JSON.stringify(input.aliases),
    search_text: modelSearchText(input.name, input.aliases, input.tags),
    updated_at: at,
  };
}

/** A model's stored photo columns from the picture its form or import row gave. */
export function photoColumns(picture: ItemPicture) {
  return { photo_url: picture.url ?? '', photo_source: picture.source, photo_meta: picture.meta };
}

/** What a stored model row holds of its photo, to compare with the address given again. */
export function storedPhoto(row: { photo_url: string; photo_source: string | null; photo_meta: string | null }) {
  return { url: row.photo_url, source: row.photo_source, meta: row.photo_meta };
}

const isPending = (picture: ItemPicture) => picture.meta?.includes('"pending"') === true;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Admins create, change and delete models (docs/product.md#admin). Every change is written to the
 * audit log in its own transaction; model_id is unique (409), slugs stay unique and stable, and a
 * model that still has content is not deleted (docs/adr/0008-deleting-a-model-with-content.md).
 */
export function modelsAdminService({
  transact,
  models,
  content,
  audit,
  uploadsDir,
  pictures,
  gallery,
  fetchQueued,
  bannedTerms = noBannedTerms,
  drafts = noDrafts,
}: Deps) {
  async function snapshot(id: number, trx?: Executor): Promise<Model | null> {
    const row = await models.findById(id, trx);
    if (!row) return null;
    const tags = await models.tagsFor([id], trx);
    return toModel(row, tags.get(id) ?? []);
  }

  async function assertModelIdFree(modelId: string, exceptId: number | null, trx: Executor) {
    if (await models.usedBy('model_id', modelId, exceptId, trx))
      throw conflict(`Model ID ${modelId} is already used by another model`);
  }

  /** A unique index refused the write: a model_id taken in parallel is the admin's 409 too. */
  function modelIdRace(err: unknown, modelId: string): never {
    if (err instanceof UniqueConflict && err.column === 'model_id')
      throw conflict(`Model ID ${modelId} is already used by another model`);
    throw err;
  }

  return {
    async create(admin: Viewer, input: ModelBody): Promise<Model> {
      checkBirthDate(input);
      await bannedTerms.assertAllowed(catalogueFields(input));
      const at = now();
      let photo: ItemPicture | undefined;
      const id = await retryOnSlugConflict(
        () =>
          transact(async (trx) => {
            await assertModelIdFree(input.model_id, null, trx);
            photo = await pictures.take(input.photoUrl, null, { label: 'Photo' }, trx);
            let slug: string;
            if (input.slug) {
              slug = chosenSlug(input.slug);
              if (await models.usedBy('slug', slug, null, trx)) throw conflict('That slug is already in use');
            } else {
              const wanted = slugify(input.name) || 'model';
              await models.lock(`slug:models:${wanted}`, trx);
              slug = freeSlug(wanted, await models.slugsStartingWith(wanted, trx));
            }
            const modelId = await models
              .insert({ ...modelFields(input, slug, at), ...photoColumns(photo), created_at: at }, input.tags, trx)
              .catch((err: unknown) => modelIdRace(err, input.model_id));
            await drafts.draft('model', modelId, admin.id, at, trx);
            await audit.record(
              {
                actor: admin,
                action: 'create',
                entity: 'model',
                entityId: modelId,
                label: input.name,
                after: await snapshot(modelId, trx),
              },
              trx,
            );
            return modelId;
          }),
        Boolean(input.slug),
      );
      if (photo && isPending(photo)) fetchQueued();
      return (await snapshot(id))!;
    },

    /** Changes a model; its slug stays unless the admin types another; a rename reaches its content's search. */
    async update(admin: Viewer, id: number, input: ModelBody): Promise<Model> {
      checkBirthDate(input);
      await bannedTerms.assertAllowed(catalogueFields(input));
      const at = now();
      let photo: ItemPicture | undefined;
      const previousPhoto = await retryOnSlugConflict(
        () =>
          transact(async (trx) => {
            const row = await models.findById(id, trx);
            const before = await snapshot(id, trx);
            if (!row || !before) throw notFound('Model not found');
            photo = await pictures.take(input.photoUrl, storedPhoto(row), { label: 'Photo' }, trx);
            await assertModelIdFree(input.model_id, id, trx);
            let slug = before.slug;
            if (input.slug) {
              slug = chosenSlug(input.slug);
              if (await models.usedBy('slug', slug, id, trx)) throw conflict('That slug is already in use');
            }
            await models
              .update(id, { ...modelFields(input, slug, at), ...photoColumns(photo) }, input.tags, trx)
              .catch((err: unknown) => modelIdRace(err, input.model_id));
            if (before.name !== input.name) {
              for (const item of await content.searchPartsForModel(id, trx))
                await content.setSearchText(item.id, contentSearchText(item.title, item.tags, input.name), trx);
            }
            await audit.record(
              {
                actor: admin,
                action: 'update',
                entity: 'model',
                entityId: id,
                label: input.name,
                before,
                after: await snapshot(id, trx),
              },
              trx,
            );
            return before.photoUrl;
          }),
        true,
      );
      if (photo && isPending(photo)) fetchQueued();
      if (previousPhoto !== photo?.url) {
        await removeUpload(uploadsDir, PHOTO_FOLDER, previousPhoto);
        await pictures.release(previousPhoto);
      }
      return (await snapshot(id))!;
    },

    /** Deletes a model without content; one with content is a 409 naming how many items it has. */
    async remove(admin: Viewer, id: number): Promise<void> {
      const shown: string[] = [];
      const photo = await transact(async (trx) => {
        const before = await snapshot(id, trx);
        if (!before) throw notFound('Model not found');
        const items = await content.countForModel(id, trx);
        if (items > 0)
          throw conflict(
            `${before.name} still has ${plural(items, 'content item')}. Delete ${items === 1 ? 'it' : 'them'} first, then the model.`,
          );
        for (const key of (await gallery?.keysOf([id], trx)) ?? []) shown.push(picturePath(key));
        await models.remove(id, trx);
        await audit.record(
          { actor: admin, action: 'delete', entity: 'model', entityId: id, label: before.name, before },
          trx,
        );
        return before.photoUrl;
      });
      await removeUpload(uploadsDir, PHOTO_FOLDER, photo);
      for (const url of new Set([photo, ...shown])) await pictures.release(url);
    },

    /** Stores an uploaded photo (processed as every picture: lib/pictures.ts) and returns where it is served. */
    async uploadPhoto(bytes: Buffer): Promise<{ photoUrl: string }> {
      const { url } = await pictures.fromUpload(bytes);
      return { photoUrl: url! };
    },
  };
}
export type ModelsAdminService = ReturnType<typeof modelsAdminService>;
