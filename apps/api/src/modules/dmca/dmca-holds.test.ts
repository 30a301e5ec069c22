import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { completeCounterNotice, completeNotice } from '../../../test/dmca-forms.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestUser } from '../../../test/factories.ts';
import { clock } from '../../lib/clock.ts';

// Holds (docs/security.md#holds): a DMCA takedown and child-safety or consent reports each hold
// what they hide, and each lifts only its own hold. Neither workflow can show again what the other
// still hides: a restoration does not republish what reports hide, a dismissal or a revert does not
// republish what a notice took down, and a notice accepted while reports hid the page lasts.
const t = useTestApp();
const DAY = 86_400_000;
afterEach(() => clock.reset());

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});

let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `100.${64 + (ipSeq >> 8)}.${ipSeq & 255}.7`;
};
const isPublic = async (item: TestContent) =>
  (await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode === 200;
const holdsOf = async (item: TestContent) =>
  (
    await t.database.db
      .selectFrom('content_holds')
      .select('reason')
      .where('target_id', '=', item.id)
      .orderBy('reason')
      .execute()
  ).map((h) => h.reason);

/** Three child-safety reports from distinct networks: reports hide the item (REPORT_HIDE_THRESHOLD 3). */
async function reportsHide(item: TestContent): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    const res = await t.request('POST', '/api/reports', {
      ip: nextIp(),
      body: { contentId: item.id, reason: 'child_content' },
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json<{ id: number }>().id);
  }
  expect(await isPublic(item)).toBe(false);
  return ids;
}
const dismiss = async (reportIds: number[]) => {
  for (const id of reportIds)
    expect(
      (await t.request('PUT', `/api/reports/${id}`, { as: admin, body: { status: 'dismissed' } })).statusCode,
    ).toBe(200);
};

/** A notice naming the item (a notice names only pages a visitor can see). */
async function fileAgainst(item: TestContent): Promise<{ id: number; number: string }> {
  const filed = await t.request('POST', '/api/dmca/notices', {
    ip: nextIp(),
    body: completeNotice([`/content/${item.slug}`]),
  });
  expect(filed.statusCode).toBe(201);
  return filed.json<{ id: number; number: string }>();
}
async function accept(notice: { id: number }): Promise<void> {
  const res = await t.request('PUT', `/api/dmca/notices/${notice.id}`, { as: admin, body: { action: 'accept' } });
  expect(res.statusCode).toBe(200);
}
async function takeDown(item: TestContent): Promise<{ id: number; number: string }> {
  const notice = await fileAgainst(item);
  await accept(notice);
  return notice;
}
/** A counter-notice, then the restoration job 15 days (at least 10 business days) later. */
async function restoreAfterCounter(notice: { number: string }): Promise<string[]> {
  const res = await t.request('POST', '/api/dmca/counter-notices', {
    ip: nextIp(),
    body: completeCounterNotice(notice.number),
  });
  expect(res.statusCode).toBe(201);
  clock.advance(15 * DAY);
  return (await t.request('POST', '/api/dmca/restorations/run', { as: admin })).json<{ restored: string[] }>().restored;
}
const freshItem = async () => makeContent(t, { model: await makeModel(t) });

describe('holds: one workflow never shows what another still hides', () => {
  it('a restoration leaves hidden what child-safety reports still hide; dismissing them then shows it', async () => {
    const item = await freshItem();
    const notice = await takeDown(item);
    const reports = await reportsHide(item);
    expect(await holdsOf(item)).toEqual(['dmca', 'reports']);

    expect(await restoreAfterCounter(notice)).toContain(notice.number);
    expect(await isPublic(item)).toBe(false);
    expect(await holdsOf(item)).toEqual(['reports']);

    await dismiss(reports);
    expect(await isPublic(item)).toBe(true);
    expect(await holdsOf(item)).toEqual([]);
  });

  it('dismissing bogus severe reports keeps a taken-down item hidden while its notice stands', async () => {
    const item = await freshItem();
    const notice = await fileAgainst(item);
    const reports = await reportsHide(item);
    await accept(notice); // accepted while reports already hid it: the takedown still lasts
    await dismiss(reports);
    expect(await isPublic(item)).toBe(false);
    expect(await holdsOf(item)).toEqual(['dmca']);
  });

  it('reverting a reporter keeps a taken-down item hidden', async () => {
    const item = await freshItem();
    const notice = await fileAgainst(item);
    const reports = await reportsHide(item);
    await accept(notice);
    const ip = (
      await t.database.db
        .selectFrom('reports')
        .select('ip_address')
        .where('id', '=', reports[0]!)
        .executeTakeFirstOrThrow()
    ).ip_address;
    const res = await t.request('POST', '/api/reports/revert', { as: admin, body: { ip, notes: 'False report' } });
    expect(res.statusCode).toBe(200);
    // Two pending reports still justify nothing at a threshold of 3, but the notice holds the item.
    expect(res.json<{ restored: unknown[] }>().restored).toEqual([]);
    expect(await isPublic(item)).toBe(false);
  });

  it('restoring one of two notices keeps the page down while the other stands', async () => {
    const item = await freshItem();
    const [first, second] = [await fileAgainst(item), await fileAgainst(item)];
    await accept(first);
    await accept(second);
    expect(await restoreAfterCounter(first)).toContain(first.number);
    expect(await isPublic(item)).toBe(false);
    expect(await holdsOf(item)).toEqual(['dmca']);
  });

  it('a restoration with nothing else holding the page shows it again, holds gone', async () => {
    const item = await freshItem();
    const notice = await takeDown(item);
    expect(await isPublic(item)).toBe(false);
    expect(await restoreAfterCounter(notice)).toContain(notice.number);
    expect(await isPublic(item)).toBe(true);
    expect(await holdsOf(item)).toEqual([]);
  });
});
