import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { checkerFor, holdsOf, itemWithLinks, linksOf, status, zipFile } from '../../../test/link-health-setup.ts';
import { standInHost } from '../../../test/stand-in-host.ts';
import { clock } from '../../lib/clock.ts';

// The API of link health through the whole application (OUTBOUND_ALLOW names the stand-in): checking
// now, the summary and queue, mirrors, what visitors get for a dead item, and broken_link reports.
const MINUTE = 60_000;
const files = await standInHost({ '/alive/': zipFile, '/missing/': status(404) });
const t = useTestApp({ env: { OUTBOUND_ALLOW: files.hostPort } });
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t, { verified: true });
});
afterAll(async () => {
  clock.reset();
  await files.close();
});

const checkNow = (id: number, as: TestUser | null = admin) =>
  t.request('POST', `/api/content/${id}/check`, as ? { as } : {});
/** Kills the item's links: three checks that each find them missing. */
async function kill(id: number) {
  for (let i = 0; i < 3; i++) {
    expect((await checkNow(id)).statusCode).toBe(200);
  }
}

describe('POST /api/content/{id}/check', () => {
  it('checks at once and answers the state, time, result and failure streak; admins only', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/alive/one.zip`]);
    const res = await checkNow(item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.json(res)).toMatchObject({
      state: 'alive',
      failures: 0,
      result: { status: 200, length: 1234, type: 'application/zip', error: null },
    });
    expect(new Date((await t.json<{ checkedAt: string }>(res)).checkedAt).getTime()).toBeGreaterThan(
      Date.now() - MINUTE,
    );
    expect(files.log.at(-1)?.userAgent).toMatch(/^PackdexLinkChecker\/1\.0 \(\+http/);
    expect((await checkNow(item.id, member)).statusCode).toBe(403);
    expect((await checkNow(item.id, null)).statusCode).toBe(401);
    expect((await checkNow(999_999)).statusCode).toBe(404);
  });

  it('refuses with 400 a link at a literal private address, without requesting it', async () => {
    const item = await itemWithLinks(t, ['http://10.1.2.3/file.zip']);
    const res = await checkNow(item.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/not a public address/);
  });
});

describe('a dead item', () => {
  it('is held, tells visitors following an old link that the download is gone, and stays visible to admins', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/old.zip`]);
    await kill(item.id);
    expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    const visitor = await t.request('GET', `/api/content/slug/${item.slug}`);
    expect(visitor.statusCode).toBe(410);
    expect(visitor.json()).toMatchObject({ error: "This pack's download link is no longer available" });
    const seen = await t.request('GET', `/api/content/slug/${item.slug}`, { as: admin });
    expect(seen.statusCode).toBe(200);
    expect((await t.json(seen)).links).toEqual([
      { url: `${files.origin}/missing/old.zip`, state: 'dead', checkedAt: expect.any(String) },
    ]);
  });

  it('is a plain 404 when another workflow holds it too', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/taken-down.zip`]);
    await kill(item.id);
    await t.database.db
      .insertInto('content_holds')
      .values({ target_id: item.id, reason: 'dmca', placed_at: new Date().toISOString() })
      .execute();
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(404);
  });

  it('is listed in the dead-links queue and counted in the summary by state and host', async () => {
    const summary = await t.request('GET', '/api/admin/link-health', { as: admin });
    expect(summary.statusCode).toBe(200);
    const body = summary.json<{ counts: Record<string, number>; hosts: { host: string; dead: number }[] }>();
    expect(body.counts.dead).toBe(2);
    expect(body.hosts.find((h) => h.host === '127.0.0.1')).toMatchObject({ dead: 2, down: false });
    const queue = await t.request('GET', '/api/admin/link-health/dead?limit=1', { as: admin });
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      links: [{ url: `${files.origin}/missing/old.zip`, failures: 3, status: 404, hidden: true }],
      pagination: { totalItems: 2 },
    });
    expect((await t.request('GET', '/api/admin/link-health', { as: member })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/link-health/dead?page=0', { as: admin })).statusCode).toBe(400);
  });
});

describe('mirrors', () => {
  it('are set by admins, each checked; the first alive one is offered and the item is dead only when all are', async () => {
    const model = await makeModel(t);
    const created = await t.request('POST', '/api/content', {
      as: admin,
      body: {
        title: 'Quiet Harbour',
        url: `${files.origin}/missing/primary.zip`,
        mirrors: [`${files.origin}/alive/mirror.zip`],
        model_id: model.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = await t.json<{ id: number; slug: string }>(created);
    expect((await linksOf(t, id)).map((l) => [l.position, l.state])).toEqual([
      [0, 'unknown'],
      [1, 'unknown'],
    ]);
    await kill(id);
    expect((await linksOf(t, id)).map((l) => l.state)).toEqual(['dead', 'alive']);
    expect(await holdsOf(t, id)).toEqual([]);
    const page = await t.json<{ url: string; linkCheckedAt?: string }>(
      await t.request('GET', `/api/content/slug/${slug}`),
    );
    expect(page.url).toBe(`${files.origin}/alive/mirror.zip`);
    expect(page.linkCheckedAt).toEqual(expect.any(String));
    // An edit that leaves mirrors out (the admin form) keeps them; one that names none drops them.
    const form = { title: 'Quiet Harbour 2', url: `${files.origin}/missing/primary.zip`, model_id: model.id };
    expect((await t.request('PUT', `/api/content/${id}`, { as: admin, body: form })).statusCode).toBe(200);
    expect((await linksOf(t, id)).map((l) => [l.url, l.state])).toEqual([
      [`${files.origin}/missing/primary.zip`, 'dead'],
      [`${files.origin}/alive/mirror.zip`, 'alive'],
    ]);
    expect(
      (await t.request('PUT', `/api/content/${id}`, { as: admin, body: { ...form, mirrors: [] } })).statusCode,
    ).toBe(200);
    expect((await linksOf(t, id)).map((l) => l.url)).toEqual([`${files.origin}/missing/primary.zip`]);
    const bad = await t.request('PUT', `/api/content/${id}`, {
      as: admin,
      body: { title: 'Quiet Harbour', url: `${files.origin}/alive/x.zip`, mirrors: ['ftp://x'], model_id: model.id },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an admin editing a dead item’s links', () => {
  it('shows it again at once when a link is replaced, and holds it again when only dead links are left', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/gone.zip`]);
    await kill(item.id);
    expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    const form = { title: item.title, url: `${files.origin}/alive/new.zip`, model_id: item.modelId };
    const replaced = await t.request('PUT', `/api/content/${item.id}`, { as: admin, body: form });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await holdsOf(t, item.id)).toEqual([]);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(200);

    const back = { ...form, url: `${files.origin}/missing/gone-again.zip` };
    expect((await t.request('PUT', `/api/content/${item.id}`, { as: admin, body: back })).statusCode).toBe(200);
    await kill(item.id);
    expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    // A mirror that is not known dead shows it again; dropping it leaves only the dead link: held again.
    const mirrored = { ...back, mirrors: [`${files.origin}/alive/mirror-2.zip`] };
    expect((await t.request('PUT', `/api/content/${item.id}`, { as: admin, body: mirrored })).statusCode).toBe(200);
    expect(await holdsOf(t, item.id)).toEqual([]);
    expect(
      (await t.request('PUT', `/api/content/${item.id}`, { as: admin, body: { ...back, mirrors: [] } })).statusCode,
    ).toBe(200);
    expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
  });

  it('leaves another workflow’s hold in place', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/held.zip`]);
    await kill(item.id);
    await t.database.db
      .insertInto('content_holds')
      .values({ target_id: item.id, reason: 'dmca', placed_at: new Date().toISOString() })
      .execute();
    const form = { title: item.title, url: `${files.origin}/alive/held-new.zip`, model_id: item.modelId };
    expect((await t.request('PUT', `/api/content/${item.id}`, { as: admin, body: form })).statusCode).toBe(200);
    expect(await holdsOf(t, item.id)).toEqual(['dmca']);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(404);
  });
});

describe('broken_link reports', () => {
  const reportOf = (id: number) =>
    t.database.db
      .selectFrom('reports')
      .select(['status', 'admin_notes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('start a check at once; a confirmed dead link resolves the report with a note', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/reported.zip`]);
    const before = files.log.length;
    const res = await t.request('POST', '/api/reports', {
      body: { contentId: item.id, reason: 'broken_link' },
      ip: '10.9.9.9',
    });
    expect(res.statusCode).toBe(201);
    expect(files.log.length).toBe(before + 1);
    const { id } = res.json<{ id: number }>();
    expect((await reportOf(id)).status).toBe('pending');
    // A reported link is looked at again within minutes until it is confirmed.
    const checker = checkerFor(t, [files.hostPort]);
    for (let i = 0; i < 2; i++) {
      clock.advance(11 * MINUTE);
      await checker.service.round();
    }
    expect((await linksOf(t, item.id))[0]).toMatchObject({ state: 'dead', reported_at: null });
    const settled = await reportOf(id);
    expect(settled.status).toBe('resolved');
    expect(settled.admin_notes).toMatch(/^Confirmed dead by the link checker\. Link check .*: failed \(HTTP 404/);
  });

  it('leave the report for a person when the link answers, with the check attached', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/alive/fine.zip`]);
    const res = await t.request('POST', '/api/reports', {
      body: { contentId: item.id, reason: 'broken_link' },
      ip: '10.9.9.10',
    });
    const report = await reportOf(res.json<{ id: number }>().id);
    expect(report.status).toBe('pending');
    expect(report.admin_notes).toMatch(/^Link check .*: alive \(HTTP 200, application\/zip, 1234 bytes\)$/);
  });
});

describe("an item's check history", () => {
  type History = {
    contentId: number;
    links: {
      url: string;
      state: string;
      checks: { outcome: string; state: string | null; status: number | null; durationMs: number | null }[];
    }[];
  };
  const historyOf = (id: number, as: TestUser | null = admin) =>
    t.request('GET', `/api/admin/link-health/items/${id}/checks`, as ? { as } : {});

  it('lists each link with its checks, newest first, with state, status and duration; admins only', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/history.zip`, `${files.origin}/alive/history.zip`]);
    expect((await historyOf(item.id)).json()).toEqual({
      contentId: item.id,
      links: [
        expect.objectContaining({ position: 0, state: 'unknown', checks: [] }),
        expect.objectContaining({ position: 1, state: 'unknown', checks: [] }),
      ],
    });
    await kill(item.id);
    const res = await historyOf(item.id);
    expect(res.statusCode, res.body).toBe(200);
    const [primary, mirror] = (await t.json<History>(res)).links;
    expect(primary!.checks.map((c) => [c.outcome, c.state, c.status])).toEqual([
      ['failed', 'dead', 404],
      ['failed', 'unknown', 404],
      ['failed', 'unknown', 404],
    ]);
    expect(mirror).toMatchObject({ url: `${files.origin}/alive/history.zip`, state: 'alive' });
    expect(mirror!.checks).toHaveLength(3);
    expect(mirror!.checks[0]).toMatchObject({ outcome: 'alive', state: 'alive', status: 200, type: 'application/zip' });
    for (const c of [...primary!.checks, ...mirror!.checks]) {
      expect(c.durationMs).toEqual(expect.any(Number));
      expect(c.durationMs).toBeGreaterThanOrEqual(0);
      expect(c.durationMs).toBeLessThan(5000);
    }
    expect((await historyOf(item.id, member)).statusCode).toBe(403);
    expect((await historyOf(item.id, null)).statusCode).toBe(401);
    expect((await historyOf(999_999)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/admin/link-health/items/abc/checks', { as: admin })).statusCode).toBe(400);
  });

  it('keeps only the last 20 checks of a link', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/alive/many-checks.zip`]);
    for (let i = 0; i < 23; i++) expect((await checkNow(item.id)).statusCode).toBe(200);
    const [link] = (await t.json<History>(await historyOf(item.id))).links;
    expect(link!.checks).toHaveLength(20);
    const stored = await t.database.db
      .selectFrom('content_link_checks')
      .innerJoin('content_links', 'content_links.id', 'content_link_checks.link_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('content_links.content_id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);
  });
});

describe('marking a dead link as a false positive', () => {
  const mark = (linkId: number, as: TestUser | null = admin) =>
    t.request('POST', `/api/admin/link-health/links/${linkId}/false-positive`, as ? { as } : {});

  it('makes it alive, shows the item again, records who did it, and keeps the checker from killing it for a week', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/blocks-bots.zip`]);
    await kill(item.id);
    const [link] = await linksOf(t, item.id);
    expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    expect((await mark(link!.id, member)).statusCode).toBe(403);
    expect((await mark(link!.id, null)).statusCode).toBe(401);
    expect((await mark(999_999)).statusCode).toBe(404);

    const res = await mark(link!.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = await t.json<{ falsePositiveUntil: string }>(res);
    expect(answer).toMatchObject({ id: link!.id, contentId: item.id, state: 'alive', hidden: false });
    expect(Date.parse(answer.falsePositiveUntil) - clock.millis()).toBeGreaterThan(6 * 24 * 60 * MINUTE);
    expect(await holdsOf(t, item.id)).toEqual([]);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(200);
    expect((await linksOf(t, item.id))[0]).toMatchObject({ state: 'alive', failures: 0 });
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'link.false_positive')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: admin.id, entity: 'content', entity_id: item.id });
    expect(JSON.parse(String(audit[0]!.details))).toMatchObject({
      label: item.title,
      url: `${files.origin}/missing/blocks-bots.zip`,
      before: { state: 'dead', failures: 3, status: 404 },
      after: { state: 'alive' },
    });
    // A link that is not dead (any more) cannot be marked.
    expect((await mark(link!.id)).statusCode).toBe(409);

    // The host still says 404: within the week, failures are kept but do not count towards dead.
    await kill(item.id);
    expect((await linksOf(t, item.id))[0]).toMatchObject({ state: 'unknown', failures: 0 });
    expect(await holdsOf(t, item.id)).toEqual([]);
    // After it, the usual rule: dead at the third failure in a row, held again.
    clock.advance(8 * 24 * 60 * MINUTE);
    try {
      for (const state of ['unknown', 'unknown', 'dead']) {
        await checkNow(item.id);
        expect((await linksOf(t, item.id))[0]!.state).toBe(state);
      }
      expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    } finally {
      clock.reset();
    }
  });

  it("leaves the item hidden when another workflow holds it, and ends with a visitor's broken_link report", async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/also-held.zip`]);
    await kill(item.id);
    await t.database.db
      .insertInto('content_holds')
      .values({ target_id: item.id, reason: 'dmca', placed_at: new Date().toISOString() })
      .execute();
    const [link] = await linksOf(t, item.id);
    const res = await mark(link!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'alive', hidden: true });
    expect(await holdsOf(t, item.id)).toEqual(['dmca']);

    const other = await itemWithLinks(t, [`${files.origin}/missing/reported-again.zip`]);
    await kill(other.id);
    const [dead] = await linksOf(t, other.id);
    expect((await mark(dead!.id)).statusCode).toBe(200);
    expect((await linksOf(t, other.id))[0]!.false_positive_until).not.toBeNull();
    const report = await t.request('POST', '/api/reports', {
      body: { contentId: other.id, reason: 'broken_link' },
      ip: '10.9.9.11',
    });
    expect(report.statusCode).toBe(201);
    expect((await linksOf(t, other.id))[0]).toMatchObject({ false_positive_until: null, failures: 1 });
  });
});
