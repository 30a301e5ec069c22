import {
  BULK_MAX_ITEMS,
  type BulkAction,
  type BulkOperation,
  type BulkResponse,
  type ContentBulkBody,
  type ModelBulkBody,
} from '@packdex/shared/schemas/catalogue-admin';
import { formatNumber } from '@packdex/shared/utils';
import type { Executor, Transact } from '../../db/schema.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { clock } from '../../lib/clock.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
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
import type { BulkOperationsRepository } from './bulk-operations.repository.ts';

/** Rows changed per transaction: a large selection never holds the database's write lock for long. */
export const BULK_BATCH = 500;
/** A running operation whose progress has not moved for this long has stopped (its process ended). */
const STALE_MS = 10 * 60_000;

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
  /** Large selections run after the answer, their progress kept here and polled by the list. */
  operations: BulkOperationsRepository;
  later: Pick<AfterAnswer, 'run'>;
  /** Rows per batch (tests use fewer); a selection of more than one batch runs after the answer. */
  batchRows?: number;
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
  operations,
  later,
  batchRows = BULK_BATCH,
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
    onBatch?: (done: number, trx: Executor) => Promise<void>,
  ): Promise<BulkResponse> {
    // The rows of the batches that committed (a batch that fails rolls back all it changed).
    let changedIds: number[] = [];
    const entry = (trx: Executor, changedIds: number[]) =>
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
      for (let start = 0; start < ids.length; start += batchRows) {
        const last = start + batchRows >= ids.length;
        changedIds = await transact(async (trx) => {
          const changed = [...changedIds, ...(await apply(ids.slice(start, start + batchRows), trx))];
          changed.sort((a, b) => a - b);
          if (last && changed.length > 0) await entry(trx, changed);
          await onBatch?.(Math.min(ids.length, start + batchRows), trx);
          return changed;
        });
      }
    } catch (err) {
      if (changedIds.length > 0) await transact((trx) => entry(trx, changedIds));
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

  /**
   * Runs the action: at once when the selection fits one batch (answered with its result); else
   * after the answer, which is the operation to poll (GET /admin/bulk/{id}), its progress written
   * with each batch. `after` runs once the rows are changed (files to delete).
   */
  async function perform(
    admin: Viewer,
    entity: 'content' | 'model',
    body: Body,
    ids: number[],
    apply: (batch: number[], trx: Executor) => Promise<number[]>,
    after: () => Promise<void> = () => Promise.resolve(),
  ): Promise<BulkResponse | BulkOperation> {
    if (ids.length <= batchRows) {
      const result = await inBatches(admin, entity, body, ids, apply);
      await after();
      return result;
    }
    const id = await operations.create({
      admin_id: admin.id,
      entity,
      action: body.action,
      total: ids.length,
      at: now(),
    });
    later.run('catalogue-bulk', async () => {
      try {
        const result = await inBatches(admin, entity, body, ids, apply, (done, trx) =>
          operations.progress(id, done, now(), trx),
        );
        await after();
        await operations.finish(
          id,
          { state: 'done', done: ids.length, result: JSON.stringify(result), error: null },
          now(),
        );
      } catch (err) {
        // The rows done are those of the batches that committed.
        const done = (await operations.find(id))?.done ?? 0;
        const error = err instanceof AppError ? err.message : 'The action failed';
        await operations.finish(id, { state: 'failed', done, result: null, error }, now());
        throw err;
      }
    });
    return { id, state: 'running', done: 0, total: ids.length, percent: 0, result: null, error: null };
  }

  return {
    /** How far a bulk action run after its answer has come (its starter's only); its result once done. */
    async operation(admin: Viewer, id: number): Promise<BulkOperation> {
      const row = await operations.find(id);
      if (!row || row.admin_id !== admin.id) throw notFound('Bulk action not found');
      const stopped = row.state === 'running' && clock.millis() - new Date(row.updated_at).getTime() > STALE_MS;
      return {
        id: row.id,
        state: stopped ? 'failed' : row.state,
        done: row.done,
        total: row.total,
        percent: row.total > 0 ? Math.floor((row.done / row.total) * 100) : 100,
        result: row.result ? (JSON.parse(row.result) as BulkResponse) : null,
        error: stopped ? 'The action stopped before it finished' : row.error,
      };
    },

    /** One action on many content items. */
    async content(admin: Viewer, body: ContentBulkBody): Promise<BulkResponse | BulkOperation> {
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
      return perform(admin, 'content', body, ids, async (batch, trx) => {
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
    async models(admin: Viewer, body: ModelBulkBody): Promise<BulkResponse | BulkOperation> {
      await checkTags(body);
      const ids = await selection(models, body);
      const at = now();
      const photos: string[] = [];
      const reindex = async (changed: number[], trx: Executor) => {
        for (const m of await models.searchPartsFor(changed, trx))
          await models.setSearchText(m.id, modelSearchText(m.name, aliasesOf(m.aliases), m.tags), trx);
        return changed;
      };
      const removePhotos = async () => {
        for (const photo of new Set(photos)) {
          await removeUpload(uploadsDir, PHOTO_FOLDER, photo);
          await pictures?.release(photo);
        }
      };
      const apply = async (batch: number[], trx: Executor): Promise<number[]> => {
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
      };
      return perform(admin, 'model', body, ids, apply, removePhotos);
    },
  };
}
export type CatalogueBulkService = ReturnType<typeof catalogueBulkService>;
