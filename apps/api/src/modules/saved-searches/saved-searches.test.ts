import { SAVED_SEARCH_LIMITS } from '@packdex/shared/constants';
import type { AccountExport, Notification, SavedSearch, SavedSearchesResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { setClock } from '../../../test/clock.ts';
import { makeModel, makeUser, type TestModel, type TestUser } from '../../../test/factories.ts';
import { isAddressedTo, readOutbox } from '../../../test/mail-reader.ts';
import { clock } from '../../lib/clock.ts';
import { linkPolicy } from '../../lib/monetiser.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { auditService } from '../audit/audit.service.ts';
import { contentRepository } from '../content/content.repository.ts';
import { contentService } from '../content/content.service.ts';
import { followsRepository } from '../follows/follows.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { notificationsRepository } from '../notifications/notifications.repository.ts';
import { tagsRepository } from '../tags/tags.repository.ts';
import { tagsService } from '../tags/tags.service.ts';
import { savedSearchAlerts } from './saved-search-alerts.ts';
import { savedSearchDigest } from './saved-search-digest.ts';
import { savedSearchesRepository } from './saved-searches.repository.ts';

// The schedule is far off: each test runs the alerts and the digest itself, when it means to.
const t = useTestApp({ env: { JOB_INTERVAL_SECONDS: '86400' } });
let admin: TestUser;
let model: TestModel;
let n = 0;
const word = () => `zephyr${(n += 1)}${Date.now() % 100000}`;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  model = await makeModel(t, { name: 'Juniper Vale' });
});

/** The jobs as routes.ts builds them, on this test's database. */
function jobs() {
  const { db, engine, transact } = t.database;
  const follows = followsRepository(db, engine);
  const audit = auditService({ audit: auditRepository(db) });
  const catalogue = contentService({
    transact,
    content: contentRepository(db, engine),
    models: modelsRepository(db, engine),
    links: linkPolicy(null),
    tags: tagsService({ transact, tags: tagsRepository(db), audit, follows }),
  });
  const searches = savedSearchesRepository(db, engine);
  const matchAmong = catalogue.matchingAmong.bind(catalogue);
  return {
    alerts: savedSearchAlerts({ transact, searches, notifications: notificationsRepository(db), matchAmong }),
    digest: savedSearchDigest({
      transact,
      searches,
      mailer: t.app.mailer,
      matchAmong,
      publicUrl: 'https://packdex.example',
      siteName: 'Packdex',
    }),
  };
}

const save = (as: TestUser, body: unknown) => t.request('POST', '/api/saved-searches', { as, body });
const mine = async (as: TestUser) =>
  t.json<SavedSearchesResponse>(await t.request('GET', '/api/saved-searches', { as }));
const noticesOf = async (as: TestUser) =>
  (await t.json<{ notifications: Notification[] }>(await t.request('GET', '/api/notifications?limit=50', { as })))
    .notifications;

/** Adds an item through the admin form (so it is announced and logged as published). */
async function publish(title: string, o: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/content', {
    as: admin,
    body: {
      title,
      url: 'https://files.example.test/d/pack',
      type: 'video',
      tags: 'night',
      model_id: model.id,
      info: { images: 1, videos: 1, size: 1000 },
      ...o,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return t.json<{ id: number; slug: string }>(res);
}

describe('saved searches: CRUD', () => {
  it('saves a search (normalised), lists it, renames it, turns its alert off and deletes it', async () => {
    const user = await makeUser(t);
    const res = await save(user, {
      name: 'Night videos',
      query: { search: '  harbor  ', type: 'video', tag: ['night', 'city', 'night'], sortBy: 'recent' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = await t.json<{ id: number }>(res);
    const list = await mine(user);
    expect(list.limit).toBe(SAVED_SEARCH_LIMITS.free);
    expect(list.savedSearches).toMatchObject([
      { id, name: 'Night videos', notify: 'bell', newCount: 0, openedAt: null },
    ]);
    expect(list.savedSearches[0]!.query).toEqual({ search: 'harbor', type: 'video', tag: ['city', 'night'] });

    const patched = await t.request('PATCH', `/api/saved-searches/${id}`, {
      as: user,
      body: { name: 'Harbor at night', notify: 'none' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await t.json<SavedSearch>(patched)).toMatchObject({ id, name: 'Harbor at night', notify: 'none' });

    await t.request('PUT', '/api/account/digest', { as: user, body: { frequency: 'daily' } });
    const exported = await t.json<AccountExport>(await t.request('GET', '/api/account/export', { as: user }));
    expect(exported.savedSearches).toEqual([
      {
        name: 'Harbor at night',
        query: { search: 'harbor', type: 'video', tag: ['city', 'night'] },
        notify: 'none',
        createdAt: expect.any(String),
      },
    ]);
    expect(exported.digest).toBe('daily');

    const removed = await t.request('DELETE', `/api/saved-searches/${id}`, { as: user });
    expect(await t.json(removed)).toEqual({ success: true });
    expect((await mine(user)).savedSearches).toEqual([]);
  });

  it('refuses bad input with a readable error', async () => {
    const user = await makeUser(t);
    const cases: [unknown, RegExp][] = [
      [{ query: { search: 'x' } }, /name is required/],
      [{ name: 'a\u0000b', query: { search: 'x' } }, /control characters/],
      [{ name: 'x'.repeat(81), query: { search: 'x' } }, /at most 80/],
      [{ name: 'Empty', query: {} }, /needs a search, a type or a tag/],
      [{ name: 'Order only', query: { sortBy: 'popular' } }, /needs a search, a type or a tag/],
      [{ name: 'Bad type', query: { type: 'audio' } }, /type must be one of/],
      [{ name: 'Bad key', query: { search: 'x', page: 2 } }, /query has filters a list does not have: page/],
      [{ name: 'Bad search', query: { search: 'a\u0007b' } }, /control characters/],
      [{ name: 'Bad tag', query: { tag: ['no spaces'] } }, /tag must be tag slugs/],
      [{ name: 'Bad notify', query: { search: 'x' }, notify: 'sms' }, /notify must be one of/],
      [{ name: 'Not an object', query: 'search=x' }, /query must be an object/],
    ];
    for (const [body, message] of cases) {
      const res = await save(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(message);
    }
    const { id } = await t.json<{ id: number }>(await save(user, { name: 'Fine', query: { search: 'x' } }));
    const empty = await t.request('PATCH', `/api/saved-searches/${id}`, { as: user, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toMatch(/Give a name, a query, notify or opened/);
    expect((await t.request('PATCH', '/api/saved-searches/abc', { as: user, body: { name: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it("answers 401 without an account and 404 for another account's saved search", async () => {
    const [owner, other] = [await makeUser(t), await makeUser(t)];
    const { id } = await t.json<{ id: number }>(await save(owner, { name: 'Mine', query: { search: 'x' } }));
    expect((await t.request('GET', '/api/saved-searches')).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/api/saved-searches', { body: { name: 'x', query: { search: 'x' } } })).statusCode,
    ).toBe(401);
    const patch = await t.request('PATCH', `/api/saved-searches/${id}`, { as: other, body: { name: 'Stolen' } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json<{ error: string }>().error).toBe('Saved search not found');
    expect((await t.request('DELETE', `/api/saved-searches/${id}`, { as: other })).statusCode).toBe(404);
    expect((await mine(other)).savedSearches).toEqual([]);
    expect((await mine(owner)).savedSearches.map((s) => s.name)).toEqual(['Mine']);
  });

  it('caps the saved searches of a free account, and gives premium members more', async () => {
    const [free, premium] = [await makeUser(t), await makeUser(t, { premium: true })];
    for (let i = 0; i < SAVED_SEARCH_LIMITS.free; i += 1)
      expect((await save(free, { name: `S${i}`, query: { search: `w${i}` } })).statusCode).toBe(201);
    const refused = await save(free, { name: 'One more', query: { search: 'more' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SAVED_SEARCH_LIMIT' });
    expect(refused.json<{ error: string }>().error).toMatch(/Free accounts can keep 20 saved searches/);
    for (let i = 0; i <= SAVED_SEARCH_LIMITS.free; i += 1)
      expect((await save(premium, { name: `P${i}`, query: { search: `w${i}` } })).statusCode).toBe(201);
    expect((await mine(premium)).limit).toBe(SAVED_SEARCH_LIMITS.premium);
  });

  it('keeps the digest frequency, off until set', async () => {
    const user = await makeUser(t);
    expect(await t.json(await t.request('GET', '/api/account/digest', { as: user }))).toEqual({ frequency: 'off' });
    const set = await t.request('PUT', '/api/account/digest', { as: user, body: { frequency: 'weekly' } });
    expect(await t.json(set)).toEqual({ frequency: 'weekly' });
    expect(await t.json(await t.request('GET', '/api/account/digest', { as: user }))).toEqual({ frequency: 'weekly' });
    const bad = await t.request('PUT', '/api/account/digest', { as: user, body: { frequency: 'hourly' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/frequency must be one of: off, daily, weekly/);
    expect((await t.request('GET', '/api/account/digest')).statusCode).toBe(401);
  });
});

describe('saved searches: alerts', () => {
  it('notifies once per matching item, counts it as new until opened, and ignores other items', async () => {
    const key = word();
    const user = await makeUser(t);
    const { id } = await t.json<{ id: number }>(await save(user, { name: 'Zephyr', query: { search: key } }));
    await save(user, { name: 'Images only', query: { search: key, type: 'image' } });
    await jobs().alerts.run();
    const item = await publish(`Harbor ${key}`);
    await publish('Something else entirely');
    await jobs().alerts.run();
    await jobs().alerts.run();
    const notices = (await noticesOf(user)).filter((x) => x.type === 'saved_search');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'New match for a saved search',
      message: `Harbor ${key} matches “Zephyr”`,
      data: {
        contentId: item.id,
        contentSlug: item.slug,
        savedSearchId: id,
        searchName: 'Zephyr',
        searchQuery: `search=${key}`,
      },
    });
    const listed = (await mine(user)).savedSearches;
    expect(listed.find((s) => s.id === id)?.newCount).toBe(1);
    expect(listed.find((s) => s.name === 'Images only')?.newCount).toBe(0);
    const opened = await t.request('PATCH', `/api/saved-searches/${id}`, { as: user, body: { opened: true } });
    expect(await t.json<SavedSearch>(opened)).toMatchObject({ newCount: 0, openedAt: expect.any(String) });
  });

  it('runs soon after a publish, without waiting for the schedule, and two runs at once notify once', async () => {
    const key = word();
    const user = await makeUser(t);
    await save(user, { name: 'Soon', query: { search: key } });
    await publish(`Soon ${key}`);
    await expect
      .poll(async () => (await noticesOf(user)).filter((x) => x.type === 'saved_search').length, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(1);

    const twice = word();
    const other = await makeUser(t);
    await save(other, { name: 'Twice', query: { search: twice } });
    await publish(`Raced ${twice}`);
    await Promise.all([jobs().alerts.run(), jobs().alerts.run()]);
    expect((await noticesOf(other)).filter((x) => x.type === 'saved_search')).toHaveLength(1);
  });

  it('never notifies of a hidden item, nor with the alert off', async () => {
    const key = word();
    const [user, quiet] = [await makeUser(t), await makeUser(t)];
    await save(user, { name: 'Watch', query: { search: key } });
    await save(quiet, { name: 'Quiet', query: { search: key }, notify: 'none' });
    const item = await publish(`Hidden ${key}`);
    // Hidden (a report, an admin) after publication, before the alerts ran.
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', item.id)
      .execute();
    await jobs().alerts.run();
    expect((await noticesOf(user)).filter((x) => x.type === 'saved_search')).toEqual([]);
    const shown = await publish(`Shown ${key}`);
    await jobs().alerts.run();
    expect((await noticesOf(user)).map((x) => x.data.contentId)).toEqual([shown.id]);
    expect(await noticesOf(quiet)).toEqual([]);
  });

  it('tells a follower of the model once (the follow notice), not again for a matching search', async () => {
    const key = word();
    const fan = await makeUser(t);
    await t.request('POST', `/api/models/${model.id}/follow`, { as: fan });
    await save(fan, { name: 'Also this', query: { search: key } });
    await save(fan, { name: 'And this', query: { search: key, type: 'video' } });
    const item = await publish(`Followed ${key}`);
    await jobs().alerts.run();
    const notices = (await noticesOf(fan)).filter((x) => x.data.contentId === item.id);
    expect(notices.map((x) => x.type)).toEqual(['model_follow']);
  });

  it('names the first saved search when several of an account match the same item', async () => {
    const key = word();
    const user = await makeUser(t);
    await save(user, { name: 'First', query: { search: key } });
    await save(user, { name: 'Second', query: { search: key, type: 'video' } });
    await publish(`Twice ${key}`);
    await jobs().alerts.run();
    const notices = (await noticesOf(user)).filter((x) => x.type === 'saved_search');
    expect(notices.map((x) => x.data.searchName)).toEqual(['First']);
    expect((await mine(user)).savedSearches.map((s) => s.newCount)).toEqual([1, 1]);
  });
});

describe('followed tags: notices', () => {
  it('tells the followers of a tag (or its parent) of a new item once, and not those told as model followers', async () => {
    const tag = word();
    await publish(`Seed ${tag}`, { tags: tag });
    const [tagFan, both, stranger] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    for (const user of [tagFan, both]) await t.request('POST', `/api/tags/${tag}/follow`, { as: user });
    await t.request('POST', `/api/models/${model.id}/follow`, { as: both });
    const item = await publish(`Tagged ${tag}`, { tags: `${tag}, night` });
    const fanNotices = (await noticesOf(tagFan)).filter((x) => x.data.contentId === item.id);
    expect(fanNotices).toMatchObject([
      { type: 'tag_follow', title: 'New in a tag you follow', message: `Juniper Vale has a new pack: Tagged ${tag}` },
    ]);
    expect((await noticesOf(both)).filter((x) => x.data.contentId === item.id).map((x) => x.type)).toEqual([
      'model_follow',
    ]);
    expect((await noticesOf(stranger)).filter((x) => x.data.contentId === item.id)).toEqual([]);
  });
});

describe('the e-mail digest', () => {
  const mailsTo = (email: string) => readOutbox(t.config.mail.outboxDir).filter((m) => isAddressedTo(m, email));
  const runDigest = async () => {
    await jobs().digest.run();
    await t.app.mailer.drain();
  };

  it('sends opted-in accounts the new items of their searches and follows when due, in their language, once', async () => {
    const key = word();
    const tag = word();
    await publish(`Seed ${tag}`, { tags: tag });
    const user = await makeUser(t, { name: 'Dora' });
    const otherModel = await makeModel(t, { name: 'Ostara Lune' });
    await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute();
    await save(user, { name: 'Zephyr search', query: { search: key }, notify: 'none' });
    await t.request('POST', `/api/models/${otherModel.id}/follow`, { as: user });
    await t.request('POST', `/api/tags/${tag}/follow`, { as: user });
    await t.request('PUT', '/api/account/digest', { as: user, body: { frequency: 'daily' } });
    const quiet = await makeUser(t);
    await t.request('PUT', '/api/account/digest', { as: quiet, body: { frequency: 'weekly' } });
    setClock(clock.millis() + 1000);
    await publish(`Search hit ${key}`);
    await publish(`From the model ${word()}`, { model_id: otherModel.id });
    await publish(`Tag hit ${tag}`, { tags: tag });
    const hidden = await publish(`Hidden hit ${key}`);
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', hidden.id)
      .execute();

    await runDigest();
    expect(mailsTo(user.email)).toEqual([]); // not due yet: a day after opting in

    setClock(clock.millis() + 25 * 3600_000);
    await runDigest();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatch(/Subject: .*3 nouveaux packs sur Packdex/);
    expect(mail).toContain('Votre recherche enregistrée « Zephyr search » :');
    expect(mail).toContain(`Search hit ${key}`);
    expect(mail).toContain('From the model');
    expect(mail).toContain(`Tag hit ${tag}`);
    expect(mail).not.toContain('Hidden hit');
    expect(mail).toContain('https://packdex.example/account#digest');
    expect(mail).toMatch(/mettez le résumé par e-mail sur Désactivé/);
    // The weekly digest is not due yet, and an account with nothing new gets no mail.
    expect(mailsTo(quiet.email)).toEqual([]);

    setClock(clock.millis() + 25 * 3600_000);
    await runDigest();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('sends nothing when nothing new matches, and nothing once turned off', async () => {
    const user = await makeUser(t);
    await save(user, { name: 'Nothing', query: { search: word() } });
    await t.request('PUT', '/api/account/digest', { as: user, body: { frequency: 'daily' } });
    await publish('Unrelated pack');
    setClock(clock.millis() + 25 * 3600_000);
    await runDigest();
    expect(mailsTo(user.email)).toEqual([]);

    const key = word();
    await save(user, { name: 'Something', query: { search: key } });
    await t.request('PUT', '/api/account/digest', { as: user, body: { frequency: 'off' } });
    await publish(`Would match ${key}`);
    setClock(clock.millis() + 8 * 24 * 3600_000);
    await runDigest();
    expect(mailsTo(user.email)).toEqual([]);
  });
});
