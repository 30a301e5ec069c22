import { beforeAll, describe, expect, it, afterEach } from 'vitest';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { setClock } from '../../../test/clock.ts';
import { makeContent, makeUser, type TestUser } from '../../../test/factories.ts';
import { completeRemovalRequest } from '../../../test/removal-forms.ts';
import { clock } from '../../lib/clock.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { contentRepository } from '../content/content.repository.ts';
import { denylistRepository } from '../denylist/denylist.repository.ts';
import { denylistService } from '../denylist/denylist.service.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { removalRequestsRepository } from './removal-requests.repository.ts';
import { removalRequestsService } from './removal-requests.service.ts';

// The 48-hour clock's reminders: staff are mailed once when a request has waited 24 hours without
// a decision and once at 40 hours; a decided request is not chased. Driven by the test clock.
const t = useTestApp();
const HOUR = 3_600_000;
afterEach(() => clock.reset());

let staff: TestUser[];
beforeAll(async () => {
  staff = [await makeUser(t, { admin: true }), await makeUser(t, { admin: true })];
});

/** The service the scheduled job runs (the same wiring as routes.ts, on the test's database). */
function reminders() {
  const { db, transact } = t.database;
  const content = contentRepository(db, ENGINE);
  const models = modelsRepository(db, ENGINE);
  const service = removalRequestsService({
    transact,
    requests: removalRequestsRepository(db, ENGINE),
    targets: { content, model: models },
    findPage: (kind, slug) => (kind === 'model' ? models.findBySlug(slug, true) : content.findBySlug(slug, true)),
    contentCountOf: (modelId, trx) => content.countForModel(modelId, trx),
    denylist: denylistService(denylistRepository(db)),
    audit: auditRepository(db),
    mailer: t.app.mailer,
    publicUrl: t.config.publicUrl,
    siteName: t.config.siteName,
    uploadsDir: t.config.uploadsDir,
  });
  return () => service.runReminders();
}

const remindersOf = (number: string) =>
  t.database.db
    .selectFrom('mail_queue')
    .select(['to_address', 'subject'])
    .where('subject', 'like', `%${number} undecided%`)
    .orderBy('id')
    .execute();

let ipSeq = 0;
/**
 * Files a request at about `at` and returns it with the instant it was really filed (its due time
 * less 48 hours): on a loaded machine the request can take seconds, more than the margins below.
 */
async function fileAt(at: number) {
  const item = await makeContent(t);
  setClock(at);
  const res = await t.request('POST', '/api/removal-requests', {
    body: completeRemovalRequest([`/content/${item.slug}`]),
    ip: `100.90.0.${++ipSeq}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const request = res.json<{ id: number; number: string }>();
  const { due_at } = await t.database.db
    .selectFrom('removal_requests')
    .select('due_at')
    .where('id', '=', request.id)
    .executeTakeFirstOrThrow();
  return { ...request, filedAt: new Date(due_at).getTime() - 48 * HOUR };
}

describe('staff reminders of undecided removal requests', () => {
  it('mail every admin at 24 hours and at 40 hours, once each', async () => {
    const run = reminders();
    const request = await fileAt(Date.UTC(2032, 4, 10, 8));
    const { filedAt } = request;

    setClock(filedAt + 24 * HOUR - 60_000);
    await run();
    expect(await remindersOf(request.number)).toEqual([]);

    setClock(filedAt + 24 * HOUR + 1000);
    await run();
    await run();
    const first = await remindersOf(request.number);
    const admins = await t.database.db.selectFrom('users').select('email').where('is_admin', '=', 1).execute();
    expect(admins.map((a) => a.email)).toEqual(expect.arrayContaining(staff.map((s) => s.email)));
    expect(first.map((m) => m.to_address).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(first[0]!.subject).toContain('after 24 hours');

    setClock(filedAt + 40 * HOUR - 60_000);
    await run();
    expect(await remindersOf(request.number)).toHaveLength(first.length);

    setClock(filedAt + 40 * HOUR + 1000);
    await run();
    const all = await remindersOf(request.number);
    expect(all).toHaveLength(2 * first.length);
    expect(all.slice(first.length).every((m) => m.subject.includes('after 40 hours'))).toBe(true);
    const audited = await t.database.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('entity', '=', 'removal_request')
      .where('entity_id', '=', request.id)
      .where('action', '=', 'removal_request.reminder')
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('do not chase a request decided in time', async () => {
    const run = reminders();
    const request = await fileAt(Date.UTC(2032, 5, 10, 8));
    const { filedAt } = request;
    setClock(filedAt + 2 * HOUR);
    const decided = await t.request('PUT', `/api/removal-requests/${request.id}`, {
      as: staff[0],
      body: { action: 'reject', reason: 'The page shows someone else.' },
    });
    expect(decided.statusCode).toBe(200);
    setClock(filedAt + 41 * HOUR);
    await run();
    expect(await remindersOf(request.number)).toEqual([]);
  });
});
