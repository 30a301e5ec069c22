import type { ModelListResponse, ReportAlerts } from '@packdex/shared/schemas';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';

// Severe reports must not let anyone hide the whole catalogue: one report names one target, hiding
// needs a credible reporter or several distinct ones, and per-reporter and site-wide caps hold
// (docs/trust-and-safety.md#report-policy). Defaults apply:
// REPORT_HIDE_THRESHOLD 3, 5 severe reports per reporter a day, 30 site-wide an hour, alert at 10.
const t = useTestApp();
const HOUR = 3_600_000;

let admin: TestUser;
let step = 0;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});
// Each test starts two hours after the previous one's reports, so the hourly cap starts empty.
beforeEach(() => {
  step += 1;
  clock.advance(step * 2 * HOUR);
});
afterEach(() => clock.reset());

const severe = (body: object, ip: string, as?: TestUser) =>
  t.request('POST', '/api/reports', { body: { reason: 'child_content', ...body }, ip, ...(as ? { as } : {}) });
const isPublic = async (slug: string) => (await t.request('GET', `/api/content/slug/${slug}`)).statusCode === 200;
const alerts = async () => t.json<ReportAlerts>(await t.request('GET', '/api/reports/alerts', { as: admin }));

async function credibleUser(): Promise<TestUser> {
  const user = await makeUser(t, { verified: true });
  await t.database.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 30 * 24 * HOUR).toISOString() })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describe('a flood of severe reports', () => {
  it('60 unauthenticated child_content reports from rotating addresses do not empty the catalogue', async () => {
    const models = await Promise.all(Array.from({ length: 60 }, () => makeModel(t)));
    const visible = async () =>
      (await t.json<ModelListResponse>(await t.request('GET', '/api/models?limit=100'))).pagination.totalItems;
    const before = await visible();
    expect(before).toBeGreaterThanOrEqual(60);

    // The original attack named a model and a content item in one request: now a 400.
    const item = await makeContent(t, { model: models[0]! });
    expect((await severe({ modelId: models[0]!.id, contentId: item.id }, '198.18.0.1')).statusCode).toBe(400);

    const codes: number[] = [];
    for (const [i, model] of models.entries())
      codes.push((await severe({ modelId: model.id }, `198.${18 + (i >> 8)}.${i & 255}.${1 + (i % 200)}`)).statusCode);
    expect(await visible()).toBe(before);
    expect(codes.filter((c) => c === 201)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);

    const refused = await severe({ modelId: models[1]!.id }, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json<{ error: string }>().error).toMatch(/unusual number of child-safety and consent reports/);
    expect(refused.headers['retry-after']).toBeDefined();

    const state = await alerts();
    expect(state.alert).toBe(true);
    expect(state.severeLastHour).toBe(30);
    expect(state.messages.join(' ')).toMatch(/hourly cap of 30/);
  });

  it('keeps credible reporters heard while the site-wide cap refuses visitors', async () => {
    const targets = await Promise.all(Array.from({ length: 31 }, () => makeContent(t, { model: null })));
    for (const [i, item] of targets.slice(0, 30).entries())
      expect((await severe({ contentId: item.id }, `100.${64 + (i >> 8)}.${i}.5`)).statusCode).toBe(201);
    const last = targets[30]!;
    expect((await severe({ contentId: last.id }, '100.99.0.5')).statusCode).toBe(429);
    const user = await credibleUser();
    expect((await severe({ contentId: last.id }, user.ip, user)).statusCode).toBe(201);
    expect(await isPublic(last.slug)).toBe(false);
  });
});

describe('the per-reporter cap', () => {
  it('refuses a sixth severe report in 24 hours from one network, however the last octet rotates', async () => {
    const items = await Promise.all(Array.from({ length: 6 }, () => makeContent(t, { model: null })));
    const codes = [];
    for (const [i, item] of items.entries())
      codes.push((await severe({ contentId: item.id }, `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const res = await severe({ contentId: items[5]!.id }, '203.0.113.77');
    expect(res.json<{ error: string }>().error).toMatch(/in the last 24 hours, the most we accept/);
    expect((await alerts()).messages.join(' ')).toMatch(/1 reporter reached the daily cap of 5/);

    clock.advance(25 * HOUR);
    expect((await severe({ contentId: items[5]!.id }, '203.0.113.78')).statusCode).toBe(201);
  });

  it('holds under parallel requests: 12 at once from one network, exactly 5 accepted', async () => {
    const items = await Promise.all(Array.from({ length: 12 }, () => makeContent(t, { model: null })));
    const codes = await Promise.all(items.map((item, i) => severe({ contentId: item.id }, `100.100.7.${i + 1}`)));
    expect(codes.map((c) => c.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const stored = await t.database.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_key', '=', 'net:100.100.7.0/24')
      .execute();
    expect(stored).toHaveLength(5);
  });

  it('applies to signed-in accounts across addresses, but not to trusted flaggers', async () => {
    const user = await credibleUser();
    const items = await Promise.all(Array.from({ length: 6 }, () => makeContent(t, { model: null })));
    const codes = [];
    for (const [i, item] of items.entries())
      codes.push((await severe({ contentId: item.id }, `10.77.${i}.1`, user)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);

    const flagger = await makeUser(t);
    expect(
      (
        await t.request('PUT', `/api/admin/users/${flagger.id}/trusted-flagger`, {
          as: admin,
          body: { trusted: true },
        })
      ).statusCode,
    ).toBe(200);
    const more = await Promise.all(Array.from({ length: 6 }, () => makeContent(t, { model: null })));
    for (const [i, item] of more.entries())
      expect((await severe({ contentId: item.id }, `10.78.${i}.1`, flagger)).statusCode).toBe(201);
    for (const item of more) expect(await isPublic(item.slug)).toBe(false);
  });
});

describe('reverting one reporter', () => {
  it('undoes every hide caused by one address in one step, and keeps what others still justify', async () => {
    const a = await makeContent(t, { model: null });
    const b = await makeContent(t, { model: null });
    for (const ip of ['192.0.2.50', '100.91.0.50', '100.92.0.50']) await severe({ contentId: a.id }, ip);
    for (const ip of ['192.0.2.50', '100.93.0.51', '100.94.0.51', '100.95.9.9']) await severe({ contentId: b.id }, ip);
    expect([await isPublic(a.slug), await isPublic(b.slug)]).toEqual([false, false]);

    const res = await t.request('POST', '/api/reports/revert', {
      as: admin,
      body: { ip: '192.0.2.50', notes: 'Coordinated false reports' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ withdrawn: 2, restored: [{ kind: 'content', id: a.id }] });
    expect([await isPublic(a.slug), await isPublic(b.slug)]).toEqual([true, false]);

    const withdrawn = await t.database.db
      .selectFrom('reports')
      .select(['status', 'admin_notes'])
      .where('ip_address', '=', '192.0.2.50')
      .execute();
    expect(withdrawn).toEqual([
      { status: 'dismissed', admin_notes: 'Coordinated false reports' },
      { status: 'dismissed', admin_notes: 'Coordinated false reports' },
    ]);
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'revert-reporter')
      .executeTakeFirstOrThrow();
    expect(audit.admin_id).toBe(admin.id);
    expect(audit.entity).toBe('report');
    expect(JSON.parse(audit.details!)).toMatchObject({
      label: 'Severe reports of 192.0.2.50',
      ip: '192.0.2.50',
      after: { restored: [{ kind: 'content', id: a.id }] },
    });
  });

  it("undoes a credible account's hides by reporterId; a target another credible reporter hid stays hidden", async () => {
    const [user, other] = [await credibleUser(), await credibleUser()];
    const items = await Promise.all(Array.from({ length: 3 }, () => makeContent(t, { model: null })));
    for (const item of items) await severe({ contentId: item.id }, user.ip, user);
    await severe({ contentId: items[2]!.id }, other.ip, other);
    expect(await Promise.all(items.map((i) => isPublic(i.slug)))).toEqual([false, false, false]);

    const res = await t.request('POST', '/api/reports/revert', { as: admin, body: { reporterId: user.id } });
    expect(res.json()).toMatchObject({ withdrawn: 3 });
    expect(await Promise.all(items.map((i) => isPublic(i.slug)))).toEqual([true, true, false]);
    // The reverted account has lost its good standing: its next severe report waits for others.
    const next = await makeContent(t, { model: null });
    await severe({ contentId: next.id }, user.ip, user);
    expect(await isPublic(next.slug)).toBe(true);
  });

  it('undoes a whole visitor network by the reporter identity the alerts show', async () => {
    const items = await Promise.all(Array.from({ length: 3 }, () => makeContent(t, { model: null })));
    for (const [i, item] of items.entries()) {
      await severe({ contentId: item.id }, `100.110.5.${i + 1}`);
      await severe({ contentId: item.id }, `100.111.${i}.1`);
      await severe({ contentId: item.id }, `100.112.${i}.1`);
    }
    expect(await Promise.all(items.map((i) => isPublic(i.slug)))).toEqual([false, false, false]);
    const res = await t.request('POST', '/api/reports/revert', {
      as: admin,
      body: { reporterKey: 'net:100.110.5.0/24' },
    });
    expect(res.json()).toMatchObject({ withdrawn: 3 });
    expect(await Promise.all(items.map((i) => isPublic(i.slug)))).toEqual([true, true, true]);
  });

  it('is for admins only and takes exactly one of reporterId, ip or reporterKey', async () => {
    const user = await makeUser(t, { verified: true });
    expect((await t.request('POST', '/api/reports/revert', { body: { ip: '1.2.3.4' } })).statusCode).toBe(401);
    expect((await t.request('POST', '/api/reports/revert', { as: user, body: { ip: '1.2.3.4' } })).statusCode).toBe(
      403,
    );
    for (const body of [
      {},
      { ip: '1.2.3.4', reporterId: 3 },
      { ip: '1.2.3.4', reporterKey: 'net:1.2.3.0/24' },
      { ip: "1' or 1=1" },
      { reporterId: -1 },
      { reporterKey: "net:1.2.3.0/24' --" },
    ]) {
      const res = await t.request('POST', '/api/reports/revert', { as: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
  });
});

describe('GET /api/reports/alerts', () => {
  it('is for admins only and names the busiest reporters with their addresses', async () => {
    expect((await t.request('GET', '/api/reports/alerts')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/reports/alerts', { as: await makeUser(t) })).statusCode).toBe(403);
    const items = await Promise.all(Array.from({ length: 10 }, () => makeContent(t, { model: null })));
    const before = (await alerts()).severeLastHour;
    for (const [i, item] of items.entries()) await severe({ contentId: item.id }, `100.${70 + i}.1.1`);
    for (const item of items.slice(0, 3)) await severe({ contentId: item.id }, `100.80.1.${item.id % 200}`);
    const state = await alerts();
    expect(state).toMatchObject({ alert: true, severeLastHour: before + 13, spikeThreshold: 10 });
    expect(state.messages[0]).toBe(`${before + 13} child-safety or consent reports in the last hour (alert level 10).`);
    const busiest = state.topReporters.find((r) => r.reporterKey === 'net:100.80.1.0/24');
    expect(busiest).toMatchObject({ reporterUserId: null, severeReports: 3 });
    expect(busiest!.ips.length).toBeGreaterThan(0);
    expect(busiest!.ips.every((ip) => ip.startsWith('100.80.1.'))).toBe(true);
  });
});
