import { describe, expect, it } from 'vitest';
import { useTestApp, WITHOUT_JOBS } from '../../test/build-test-app.ts';
import { makeModel, makeUser } from '../../test/factories.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The admin inboxes migration (2026-12-07-0100-admin-inboxes) gives recommendations and contact
// messages a status: what an admin had already marked handled stays handled, the rest is new.
const t = useTestApp(WITHOUT_JOBS);
const BEFORE_INBOXES = '2026-12-06-0300-payment-checkouts';
const AT = '2026-12-01T10:00:00.000Z';

describe('the admin inboxes migration', () => {
  it('reads contact messages with a handled time as handled and everything else as new, and can be undone', async () => {
    const { db } = t.database;
    const member = await makeUser(t, { premium: true });
    const model = await makeModel(t);
    await migrateTo(db, BEFORE_INBOXES);
    const message = (name: string, handledAt: string | null) =>
      db
        .insertInto('support_messages')
        .values({ name, email: 'sender@example.test', subject: 'other', message: 'Hello', created_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then(({ id }) =>
          db.updateTable('support_messages').set({ handled_at: handledAt }).where('id', '=', id).execute(),
        );
    await message('answered', AT);
    await message('waiting', null);
    await db
      .insertInto('recommendations')
      .values({ user_id: member.id, model_id: model.id, description: 'Older one', created_at: AT })
      .execute();

    await migrateToLatest(db);
    const messages = await db
      .selectFrom('support_messages')
      .select(['name', 'status', 'note'])
      .orderBy('name')
      .execute();
    expect(messages).toEqual([
      { name: 'answered', status: 'handled', note: null },
      { name: 'waiting', status: 'new', note: null },
    ]);
    const recommendations = await db.selectFrom('recommendations').select(['status', 'handled_at']).execute();
    expect(recommendations).toEqual([{ status: 'new', handled_at: null }]);

    // Down and up again on this engine: the columns and indexes go, the handled time stays, they come back.
    await db.updateTable('support_messages').set({ note: 'Replied by mail' }).execute();
    await migrateTo(db, BEFORE_INBOXES);
    await migrateToLatest(db);
    expect(await db.selectFrom('support_messages').select(['status', 'note']).orderBy('name').execute()).toEqual([
      { status: 'handled', note: null },
      { status: 'new', note: null },
    ]);
  });
});
