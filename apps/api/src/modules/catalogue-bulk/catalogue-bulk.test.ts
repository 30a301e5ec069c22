import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_ITEMS } from '@packdex/shared/schemas/catalogue-admin';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { contentRepository } from '../content/content.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { bulkOperationsRepository } from './bulk-operations.repository.ts';
import { BULK_BATCH, catalogueBulkService } from './catalogue-bulk.service.ts';

const t = useTestApp();
let admin: TestUser;
let member: TestUser;
let ip = 0;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t, { verified: true });
});

interface Result {
  action: string;
  selected: number;
  changed: number;
  skipped: number;
  changedIds: number[];
}

/** Each call from its own address: the bulk routes' rate limit is counted per address. */
function bulk(kind: 'content' | 'models', body: unknown, as: TestUser | null = admin) {
  ip += 1;
  return t.request('POST', `/api/admin/${kind}/bulk`, {
    as: as ?? undefined,
    body,
    ip: `10.77.${ip >> 8}.${ip & 255}`,
  });
}

async function ok(kind: 'content' | 'models', body: unknown): Promise<Result> {
  const res = await bulk(kind, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Result>();
}

const hiddenOf = async (table: 'contents' | 'models', ids: number[]) =>
  (
    await t.database.db.selectFrom(table).select(['id', 'hidden_at']).where('id', 'in', ids).orderBy('id').execute()
  ).map((r) => r.hidden_at !== null);

const holdsOf = async (table: 'content_holds' | 'model_holds', id: number) =>
  (await t.database.db.selectFrom(table).select('reason').where('target_id', '=', id).orderBy('reason').execute()).map(
    (r) => r.reason,
  );

const auditOf = (action: string) =>
  t.database.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

async function items(n: number, model?: TestModel, title = 'Bulk Pack') {
  const owner = model ?? (await makeModel(t));
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await makeContent(t, { model: owner, title: `${title} ${i}` })).id);
  return out;
}

describe('bulk actions: access and input', () => {
  it.each(['content', 'models'] as const)(
    'POST /api/admin/%s/bulk answers 401 to visitors and 403 to members',
    async (kind) => {
      const visitor = await bulk(kind, { action: 'hide', ids: [1] }, null);
      expect(visitor.statusCode).toBe(401);
      const res = await bulk(kind, { action: 'hide', ids: [1] }, member);
      expect(res.statusCode).toBe(403);
    },
  );

  it.each([
    ['an unknown action', { action: 'explode', ids: [1] }, /action must be one of/],
    ['neither ids nor filter', { action: 'hide' }, /Send either ids or filter/],
    ['both ids and filter', { action: 'hide', ids: [1], filter: {} }, /Send either ids or filter/],
    ['an empty selection', { action: 'hide', ids: [] }, /Select at least one item/],
    ['an id of 0', { action: 'hide', ids: [0] }, /positive id/],
    ['an id as text', { action: 'hide', ids: ['1'] }, /id/],
    [
      'more ids than allowed',
      { action: 'hide', ids: Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, i) => i + 1) },
      /At most 5000 items/,
    ],
    ['tags missing for addTags', { action: 'addTags', ids: [1] }, /Give at least one tag/],
    ['only empty tags', { action: 'addTags', ids: [1], tags: ' , ' }, /Give at least one tag/],
    ['no model for changeModel', { action: 'changeModel', ids: [1] }, /Choose a model/],
    ['a search with a control character', { action: 'hide', filter: { search: 'a\u0000b' } }, /control characters/],
    ['an unknown field', { action: 'hide', ids: [1], extra: true }, /.+/],
  ])('refuses %s with a 400', async (_label, body, error) => {
    const res = await bulk('content', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(error);
  });

  it('refuses changeModel on models and a move to a model that does not exist', async () => {
    expect((await bulk('models', { action: 'changeModel', ids: [1], modelId: 1 })).statusCode).toBe(400);
    const [id] = await items(1);
    const res = await bulk('content', { action: 'changeModel', ids: [id], modelId: 987654 });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([400, 'Please select a model']);
  });

  it('refuses tags holding a banned term', async () => {
    const [id] = await items(1);
    const res = await bulk('content', { action: 'addTags', ids: [id], tags: ['beach', 'jailbait'] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('banned term');
  });
});

describe('POST /api/admin/content/bulk', () => {
  it('hides the selected items with the admin hold in one audited action, and unhiding the changed ids undoes it exactly', async () => {
    const ids = await items(4);
    // One already hidden by an admin and one held by a report: the hide changes only the others.
    await ok('content', { action: 'hide', ids: [ids[0]] });
    await t.database.db
      .insertInto('content_holds')
      .values({ target_id: ids[1]!, reason: 'reports', placed_at: new Date().toISOString() })
      .execute();
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', ids[1]!)
      .execute();

    const hid = await ok('content', { action: 'hide', ids: [...ids, ids[2], 999999] });
    expect(hid).toEqual({ action: 'hide', selected: 4, changed: 3, skipped: 1, changedIds: ids.slice(1) });
    expect(await hiddenOf('contents', ids)).toEqual([true, true, true, true]);
    const entry = await auditOf('bulk-hide');
    expect(entry).toMatchObject({ admin_id: admin.id, entity: 'content', entity_id: null });
    expect(JSON.parse(entry!.details!)).toMatchObject({
      label: 'Hid 3 content items',
      after: { changed: 3, ids: ids.slice(1) },
    });

    // Public lists no longer show them.
    const detail = await t.request('GET', `/api/content/${ids[2]}`);
    expect(detail.statusCode).toBe(404);

    const undo = await ok('content', { action: 'unhide', ids: hid.changedIds });
    expect(undo).toMatchObject({ changed: 3, skipped: 0 });
    // The first stays hidden (its own earlier hide), the second by its report, the rest are shown.
    expect(await hiddenOf('contents', ids)).toEqual([true, true, false, false]);
    expect(await holdsOf('content_holds', ids[1]!)).toEqual(['reports']);
  });

  it('selects every item a search finds ("select all matching"), hidden ones too', async () => {
    const ids = await items(3, undefined, 'Quetzal Harbor');
    const other = await items(1, undefined, 'Unrelated Dune');
    const res = await ok('content', { action: 'hide', filter: { search: 'quetzal harb' } });
    expect(res).toMatchObject({ selected: 3, changed: 3 });
    expect(await hiddenOf('contents', [...ids, ...other])).toEqual([true, true, true, false]);
    expect(await ok('content', { action: 'unhide', filter: { search: 'quetzal' } })).toMatchObject({
      selected: 3,
      changed: 3,
    });
    expect(await ok('content', { action: 'hide', filter: { search: 'jailbait' } })).toMatchObject({
      selected: 0,
      changed: 0,
    });
  });

  it('works through a selection larger than a batch', async () => {
    const model = await makeModel(t);
    const values = Array.from({ length: BULK_BATCH + 20 }, (_, i) => ({
      slug: `batch-pack-${Date.now()}-${i}`,
      title: `Batch Pack ${i}`,
      url: `https://${t.config.fileHostDomain}/d/batch-${Date.now()}-${i}`,
      type: 'gallery' as const,
      model_id: model.id,
      images: 1,
      videos: 0,
      size: 1,
      search_text: `Batch Pack ${i}`,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }));
    const rows = await t.database.db.insertInto('contents').values(values).returning('id').execute();
    const ids = rows.map((r) => r.id);
    // More than one batch runs after the answer: the answer is the operation to poll.
    const started = await bulk('content', { action: 'hide', ids });
    expect(started.statusCode, started.body).toBe(202);
    const operation = started.json<{ id: number }>();
    expect(operation).toMatchObject({ state: 'running', done: 0, total: ids.length, percent: 0, result: null });
    const polled = await t.request('GET', `/api/admin/bulk/${operation.id}`, { as: admin });
    expect(polled.statusCode, polled.body).toBe(200);
    const done = polled.json<{ result: Result }>();
    expect(done).toMatchObject({ id: operation.id, state: 'done', done: ids.length, total: ids.length, percent: 100 });
    expect(done.result).toMatchObject({ action: 'hide', selected: ids.length, changed: ids.length });
    expect(done.result.changedIds).toEqual([...ids].sort((a, b) => a - b));
    expect((await hiddenOf('contents', ids)).every(Boolean)).toBe(true);
    expect(JSON.parse((await auditOf('bulk-hide'))!.details!).label).toBe(`Hid ${ids.length} content items`);
    // Undo (unhide exactly what changed) runs the same way.
    const undo = await bulk('content', { action: 'unhide', ids: done.result.changedIds });
    expect(undo.statusCode).toBe(202);
    const undone = await t.request('GET', `/api/admin/bulk/${undo.json<{ id: number }>().id}`, { as: admin });
    expect(undone.json()).toMatchObject({ state: 'done', percent: 100, result: { changed: ids.length } });
    expect((await hiddenOf('contents', ids)).some(Boolean)).toBe(false);
    // Only its admin reads an operation.
    const other = await makeUser(t, { admin: true });
    expect((await t.request('GET', `/api/admin/bulk/${operation.id}`, { as: other })).statusCode).toBe(404);
    expect((await t.request('GET', `/api/admin/bulk/${operation.id}`, { as: member })).statusCode).toBe(403);
    expect((await t.request('GET', `/api/admin/bulk/${operation.id}`)).statusCode).toBe(401);
  });

  it('reports its progress batch by batch while it runs, and the failure of a batch', async () => {
    const { db, engine, transact } = t.database;
    const operations = bulkOperationsRepository(db);
    const seen: number[] = [];
    let running: Promise<void> = Promise.resolve();
    let failAt = -1;
    const viewer = { id: admin.id } as never;
    const service = catalogueBulkService({
      transact,
      content: contentRepository(db, engine),
      models: modelsRepository(db, engine),
      audit: auditService({ audit: auditRepository(db) }),
      uploadsDir: t.config.uploadsDir,
      batchRows: 2,
      later: { run: (_name, task) => void (running = task().catch(() => undefined)) },
      operations: {
        ...operations,
        async progress(id, done, at, trx) {
          await operations.progress(id, done, at, trx);
          if (done === failAt) throw new Error('disk full');
          seen.push(done);
        },
      },
    });
    const ids = await items(5);
    const started = await service.content(viewer, { action: 'hide', ids });
    expect(started).toMatchObject({ state: 'running', total: 5, done: 0 });
    await running;
    expect(seen).toEqual([2, 4, 5]);
    const id = (started as { id: number }).id;
    expect(await service.operation(viewer, id)).toMatchObject({ state: 'done', done: 5, percent: 100 });

    failAt = 4;
    const more = await items(5);
    const failing = await service.content(viewer, { action: 'hide', ids: more });
    await running;
    const failed = await service.operation(viewer, (failing as { id: number }).id);
    expect(failed).toMatchObject({ state: 'failed', done: 2, percent: 40, result: null, error: 'The action failed' });
    // What the batches before the failure did is still one audit entry, and stays done.
    expect(JSON.parse((await auditOf('bulk-hide'))!.details!).after.changed).toBe(2);
    expect(await hiddenOf('contents', more)).toEqual([true, true, false, false, false]);
  });

  it('adds and removes tags, and search finds items by the new tag only while they have it', async () => {
    const ids = await items(2, undefined, 'Tagless Walk');
    const added = await ok('content', { action: 'addTags', ids, tags: 'xylophonic, test' });
    expect(added).toMatchObject({ changed: 2 });
    const tags = await t.database.db
      .selectFrom('content_tags')
      .select(['content_id', 'tag'])
      .where('content_id', 'in', ids)
      .orderBy('content_id')
      .orderBy('tag')
      .execute();
    expect(tags.map((r) => r.tag)).toEqual(['test', 'xylophonic', 'test', 'xylophonic']);
    const found = async () =>
      (await t.json<{ contents: { id: number }[] }>(await t.request('GET', '/api/content?search=xylophonic'))).contents
        .map((c) => c.id)
        .sort();
    expect(await found()).toEqual(ids);
    // Adding again changes nothing; removing a tag none has changes nothing.
    expect(await ok('content', { action: 'addTags', ids, tags: ['xylophonic'] })).toMatchObject({
      changed: 0,
      skipped: 2,
    });
    expect(await ok('content', { action: 'removeTags', ids, tags: ['absent'] })).toMatchObject({ changed: 0 });
    expect(await ok('content', { action: 'removeTags', ids: [ids[0]], tags: ['xylophonic'] })).toMatchObject({
      changed: 1,
    });
    expect(await found()).toEqual([ids[1]]);
    expect(JSON.parse((await auditOf('bulk-removeTags'))!.details!).label).toBe('Untagged 1 content item');
  });

  it('moves items to another model; search then finds them by the new name', async () => {
    const from = await makeModel(t, { name: 'Origin Wren' });
    const to = await makeModel(t, { name: 'Destina Pell' });
    const ids = await items(2, from);
    const res = await ok('content', { action: 'changeModel', ids, modelId: to.id });
    expect(res).toMatchObject({ changed: 2 });
    const rows = await t.database.db.selectFrom('contents').select('model_id').where('id', 'in', ids).execute();
    expect(rows.map((r) => r.model_id)).toEqual([to.id, to.id]);
    const found = (await t.json<{ contents: { id: number }[] }>(await t.request('GET', '/api/content?search=destina')))
      .contents;
    expect(found.map((c) => c.id).sort()).toEqual(ids);
    expect(await ok('content', { action: 'changeModel', ids, modelId: to.id })).toMatchObject({
      changed: 0,
      skipped: 2,
    });
  });

  it('deletes the selected items', async () => {
    const ids = await items(3);
    expect(await ok('content', { action: 'delete', ids: ids.slice(0, 2) })).toMatchObject({ changed: 2 });
    const left = await t.database.db.selectFrom('contents').select('id').where('id', 'in', ids).execute();
    expect(left.map((r) => r.id)).toEqual([ids[2]]);
    expect(await auditOf('bulk-delete')).toMatchObject({ entity: 'content' });
  });
});

describe('POST /api/admin/models/bulk', () => {
  it('hides and unhides models (undo) and keeps other holds', async () => {
    const a = await makeModel(t);
    const b = await makeModel(t);
    const hid = await ok('models', { action: 'hide', ids: [a.id, b.id] });
    expect(hid).toMatchObject({ changed: 2, changedIds: [a.id, b.id].sort((x, y) => x - y) });
    expect((await t.request('GET', `/api/models/${a.slug}`)).statusCode).toBe(404);
    expect(JSON.parse((await auditOf('bulk-hide'))!.details!).label).toBe('Hid 2 models');
    expect(await ok('models', { action: 'unhide', ids: hid.changedIds })).toMatchObject({ changed: 2 });
    expect(await hiddenOf('models', [a.id, b.id])).toEqual([false, false]);
    expect((await t.request('GET', `/api/models/${a.slug}`)).statusCode).toBe(200);
  });

  it('deletes models without content and skips those with content', async () => {
    const empty = await makeModel(t);
    const busy = await makeModel(t);
    await makeContent(t, { model: busy });
    const res = await ok('models', { action: 'delete', ids: [empty.id, busy.id] });
    expect(res).toEqual({ action: 'delete', selected: 2, changed: 1, skipped: 1, changedIds: [empty.id] });
    const left = await t.database.db.selectFrom('models').select('id').where('id', 'in', [empty.id, busy.id]).execute();
    expect(left.map((r) => r.id)).toEqual([busy.id]);
  });

  it('adds tags that search then finds, keeping the aliases in the search text', async () => {
    const created = await t.request('POST', '/api/models', {
      as: admin,
      body: {
        model_id: `BULK-${Date.now()}`,
        name: 'Ysolde Marr',
        photoUrl: 'https://img.example.test/y.webp',
        aliases: 'Sol Marr',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = await t.json<{ id: number }>(created);
    expect(await ok('models', { action: 'addTags', ids: [id], tags: ['quillwork'] })).toMatchObject({ changed: 1 });
    const names = async (q: string) =>
      (await t.json<{ models: { name: string }[] }>(await t.request('GET', `/api/models?search=${q}`))).models.map(
        (m) => m.name,
      );
    expect(await names('quillwork')).toEqual(['Ysolde Marr']);
    expect(await names('sol%20marr')).toEqual(['Ysolde Marr']);
    expect(
      await ok('models', { action: 'removeTags', filter: { search: 'quillwork' }, tags: ['quillwork'] }),
    ).toMatchObject({ changed: 1 });
    expect(await names('quillwork')).toEqual([]);
  });
});
