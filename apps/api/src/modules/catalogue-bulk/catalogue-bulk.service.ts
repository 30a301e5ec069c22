import {
  BULK_MAX_ITEMS,
  type BulkAction,
  type BulkResponse,
  type ContentBulkBody,
  type ModelBulkBody,
} from '@packdex/shared/schemas/catalogue-admin';
import { formatNumber } from '@packdex/shared/utils';
import type { Executor, Transact } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { removeUpload } from '../../lib/images.ts';
import { picturePath } from '../../lib/pictures.ts';
import { now } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { type BannedTermsGuard, catalogueFields, noBannedTerms } from '../banned-terms/banned-terms.service.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import { contentSearchText } from '../content/content-rules.ts';
import { modelSearchText, PHOTO_FOLDER } from '../models/models-admin.service.ts';
import type { ModelPhotosRepository } from '../models/model-photos.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { PicturesService } from '../pictures/pictures.service.ts';
import { aliasesOf } from '../models/models.service.ts';
import type { Viewer } from '../users/users.service.ts';

/** Rows changed per transaction: a large selection never holds the database's write lock for long. */
export const BULK_BATCH = 500;

type Shared =
  'existing' | 'hideMany' | 'unhideMany' | 'addTagsMany' | 'removeTagsMany' | 'idsMatching' | 'setSearchText';

interface Deps {
  transact: Transact;
  content: Pick<ContentRepository, Shared | 'removeMany' | 'setModel' | 'searchPartsFor'>;
  models: Pick<ModelsRepository, Shared | 'removeWithoutContent' | 'searchPartsFor' | 'findRef'>;
  audit: Pick<AuditService, 'record'>;
  uploadsDir: string;
  /** Deleted models' gallery pictures: their keys (read before the delete) and the release of their files. */
  gallery?: Pick<ModelPhotosRepository, 'keysOf'>;
  pictures?: Pick<PicturesService, 'release'>;
  /** Tags added in bulk are checked as the forms check them. */
  bannedTerms?: BannedTermsGuard;
}

type Body = ContentBulkBody | ModelBulkBody;

const VERBS: Record<BulkAction, string> = {
  hide: 'Hid',
  unhide: 'Unhid',
  delete: 'Deleted',
  addTags: 'Tagged',
  removeTags: 'Untagged',
  changeModel: 'Moved',
};

const plural = (n: number, one: string) => `${formatNumber(n)} ${one}${n === 1 ? '' : 's'}`;

/**
 * Bulk actions of the admin models and content lists (docs/catalogue-operations.md#bulk-actions):
 * hide, unhide, delete, add or remove tags, or move items to another model, on rows picked by id or
 * on every row a search finds (at most BULK_MAX_ITEMS). Rows are changed BULK_BATCH at a time, each
 * batch in its own transaction; the whole action is one audit entry naming the count, written with
 * the last batch. Hiding places the `admin` hold and unhiding lifts only that one, so an admin never
 * shows what a report, a takedown or a dead link keeps hidden; `changedIds` lets the list undo
 * exactly what a hide or unhide changed.
 */
export function catalogueBulkService({
  transact,
  content,
  models,
  audit,
  uploadsDir,
  gallery,
  pictures,
  bannedTerms = noBannedTerms,
}: Deps) {
  /** The rows a body selects, existing ones only, in id order; refused when there are too many. */
  async function selection(repo: Pick<ContentRepository, 'existing' | 'idsMatching'>, body: Body) {
    if (body.ids) return repo.existing([...new Set(body.ids)]);
    const search = body.filter?.search;
    // A search holding a banned term finds nothing in the lists, so it selects nothing either.
    if (search && (await bannedTerms.find(search))) return [];
    const ids = await repo.idsMatching(search, BULK_MAX_ITEMS + 1);
    if (ids.length > BULK_MAX_ITEMS)
      throw badRequest(
        `More than ${formatNumber(BULK_MAX_ITEMS)} items match: narrow the search to act on at most ${formatNumber(BULK_MAX_ITEMS)} at a time`,
      );
    return ids;
  }

  async function checkTags(body: Body) {
    if (body.action === 'addTags' && body.tags) await bannedTerms.assertAllowed(catalogueFields({ tags: body.tags }));
  }

  /**
   * Runs `apply` over the selection in batches and writes the one audit entry (with the last
   * batch, or on its own when a batch fails after others were applied, so what was done is logged).
   */
  async function inBatches(
    admin: Viewer,
    entity: 'content' | 'model',
    body: Body,
    ids: number[],
    apply: (batch: number[], trx: Executor) => Promise<number[]>,
  ): Promise<BulkResponse> {
    const changedIds: number[] = [];
    const entry = (trx: Executor) =>
      audit.record(
        {
          actor: admin,
          action: `bulk-${body.action}`,
          entity,
          entityId: null,
          label: `${VERBS[body.action]} ${plural(changedIds.length, entity === 'content' ? 'content item' : 'model')}`,
          after: {
            selected: ids.length,
            changed: changedIds.length,
            ids: changedIds,
            ...(body.tags ? { tags: body.tags } : {}),
            ...('modelId' in body && body.modelId !== undefined ? { modelId: body.modelId } : {}),
          },
        },
        trx,
      );
    try {
      for (let start = 0; start < ids.length; start += BULK_BATCH) {
        const last = start + BULK_BATCH >= ids.length;
        await transact(async (trx) => {
          const changed = await apply(ids.slice(start, start + BULK_BATCH), trx);
          changedIds.push(...changed);
          changedIds.sort((a, b) => a - b);
          if (last && changedIds.length > 0) await entry(trx);
        });
      }
    } catch (err) {
      if (changedIds.length > 0) await transact((trx) => entry(trx));
      throw err;
    }
    return {
      action: body.action,
      selected: ids.length,
      changed: changedIds.length,
      skipped: ids.length - changedIds.length,
      changedIds,
    };
  }

  return {
    /** One action on many content items. */
    async content(admin: Viewer, body: ContentBulkBody): Promise<BulkResponse> {
      await checkTags(body);
      const target = body.action === 'changeModel' ? await models.findRef(body.modelId!, true) : undefined;
      if (body.action === 'changeModel' && !target) throw badRequest('Please select a model');
      const ids = await selection(content, body);
      const at = now();
      const reindex = async (changed: number[], trx: Executor) => {
        for (const item of await content.searchPartsFor(changed, trx))
          await content.setSearchText(item.id, contentSearchText(item.title, item.tags, item.modelName), trx);
        return changed;
      };
      return inBatches(admin, 'content', body, ids, async (batch, trx) => {
        switch (body.action) {
          case 'hide':
            return content.hideMany(batch, 'admin', at, trx);
          case 'unhide':
            return content.unhideMany(batch, 'admin', trx);
          case 'delete':
            return content.removeMany(batch, trx);
          case 'addTags':
            return reindex(await content.addTagsMany(batch, body.tags!, trx), trx);
          case 'removeTags':
            return reindex(await content.removeTagsMany(batch, body.tags!, trx), trx);
          case 'changeModel':
            return reindex(await content.setModel(batch, target!.id, at, trx), trx);
        }
      });
    },

    /** One action on many models; a model that still has content is not deleted (skipped). */
    async models(admin: Viewer, body: ModelBulkBody): Promise<BulkResponse> {
      await checkTags(body);
      const ids = await selection(models, body);
      const at = now();
      const photos: string[] = [];
      const reindex = async (changed: number[], trx: Executor) => {
        for (const m of await models.searchPartsFor(changed, trx))
          await models.setSearchText(m.id, modelSearchText(m.name, aliasesOf(m.aliases), m.tags), trx);
        return changed;
      };
      const result = await inBatches(admin, 'model', body, ids, async (batch, trx) => {
        switch (body.action) {
          case 'hide':
            return models.hideMany(batch, 'admin', at, trx);
          case 'unhide':
            return models.unhideMany(batch, 'admin', trx);
          case 'delete': {
            // Read before the delete drops the gallery rows; a model kept (it has content) keeps them in use.
            for (const key of (await gallery?.keysOf(batch, trx)) ?? []) photos.push(picturePath(key));
            const gone = await models.removeWithoutContent(batch, trx);
            photos.push(...gone.map((m) => m.photo_url));
            return gone.map((m) => m.id);
          }
          case 'addTags':
            return reindex(await models.addTagsMany(batch, body.tags!, trx), trx);
          case 'removeTags':
            return reindex(await models.removeTagsMany(batch, body.tags!, trx), trx);
        }
      });
      for (const photo of new Set(photos)) {
        await removeUpload(uploadsDir, PHOTO_FOLDER, photo);
        await pictures?.release(photo);
      }
      return result;
    },
  };
}
export type CatalogueBulkService = ReturnType<typeof catalogueBulkService>;
