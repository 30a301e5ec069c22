import type { DmcaNoticeListResponse } from '@packdex/shared/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { moveClockToNext, setClock } from '../../../test/clock.ts';
import { completeCounterNotice, completeNotice } from '../../../test/dmca-forms.ts';
import { makeContent, makeUser, type TestContent, type TestUser } from '../../../test/factories.ts';

// The business-day deadlines of DMCA notices, pinned at their boundaries on fixed weekdays:
// restoration 10 business days after a counter-notice, overdue after 7, and the queue's order.
const t = useTestApp();
const DAY = 86_400_000;
const WEDNESDAY = 3;
const MONDAY = 1;
afterEach(() => clock.reset());

let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});

let ipSeq = 0;
const nextIp = () => `10.79.${Math.floor(++ipSeq / 200)}.${(ipSeq % 200) + 1}`;
async function fileFor(item: TestContent): Promise<{ id: number; number: string }> {
  const res = await t.request('POST', '/api/dmca/notices', {
    body: completeNotice([`/content/${item.slug}`]),
    ip: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const decide = (id: number, body: object) => t.request('PUT', `/api/dmca/notices/${id}`, { as: admin, body });
const restoredNow = async () =>
  (await t.request('POST', '/api/dmca/restorations/run', { as: admin })).json<{ restored: string[] }>().restored;
const queue = async (status = 'all') =>
  (
    await t.request('GET', `/api/dmca/notices?status=${status}&limit=100`, { as: admin })
  ).json<DmcaNoticeListResponse>();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('restoration after a counter-notice', () => {
  it('happens exactly 10 business days later, weekends skipped: not after 9, nor after 10 calendar days', async () => {
    const filedAt = moveClockToNext(WEDNESDAY);
    const item = await makeContent(t);
    const notice = await fileFor(item);
    expect((await decide(notice.id, { action: 'accept' })).statusCode).toBe(200);
    const res = await t.request('POST', '/api/dmca/counter-notices', {
      body: completeCounterNotice(notice.number),
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const due = Date.parse(res.json<{ restoreDueAt: string }>().restoreDueAt);
    // Wednesday + 10 business days = the Wednesday two weeks later (two weekends skipped).
    expect(day(due)).toBe(day(filedAt + 14 * DAY));

    for (const [moment, label] of [
      [filedAt + 10 * DAY, 'Saturday: 10 calendar days, 7 business days'],
      [filedAt + 13 * DAY, 'Tuesday: 9 business days'],
      [due - 1000, 'a second before the 10th business day'],
    ] as const) {
      setClock(moment);
      expect(await restoredNow(), label).not.toContain(notice.number);
      expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode, label).toBe(404);
    }
    setClock(due);
    expect(await restoredNow()).toContain(notice.number);
    expect((await t.request('GET', `/api/content/slug/${item.slug}`)).statusCode).toBe(200);
  });
});

describe('the notice queue', () => {
  it('flags a pending notice overdue after 8 business days, not at 7, and counts it then', async () => {
    moveClockToNext(MONDAY);
    const { id } = await fileFor(await makeContent(t));
    const state = async () => {
      const list = await queue('pending');
      const notice = list.notices.find((n) => n.id === id)!;
      return { age: notice.ageBusinessDays, overdue: notice.overdue, count: list.overdue };
    };
    clock.advance(9 * DAY); // the next Wednesday: 7 business days
    const atSeven = await state();
    expect(atSeven).toMatchObject({ age: 7, overdue: false });
    clock.advance(DAY); // Thursday: 8 business days
    // Notices filed before that Monday were overdue already: only this one joins the count.
    expect(await state()).toEqual({ age: 8, overdue: true, count: atSeven.count + 1 });
  });

  it('puts pending notices first, oldest first, then the decided ones newest first', async () => {
    const [first, second, third] = [
      await fileFor(await makeContent(t)),
      await fileFor(await makeContent(t)),
      await fileFor(await makeContent(t)),
    ];
    expect((await decide(second.id, { action: 'reject', reason: 'Not our page' })).statusCode).toBe(200);
    const { notices } = await queue();
    const pending = notices.filter((n) => n.status === 'pending').map((n) => n.id);
    const decided = notices.filter((n) => n.status !== 'pending').map((n) => n.id);
    expect(notices.map((n) => n.id)).toEqual([...pending, ...decided]);
    expect(pending).toEqual([...pending].sort((a, b) => a - b));
    expect(decided).toEqual([...decided].sort((a, b) => b - a));
    expect(pending.indexOf(first.id)).toBeLessThan(pending.indexOf(third.id));
    expect(decided).toContain(second.id);
  });
});
