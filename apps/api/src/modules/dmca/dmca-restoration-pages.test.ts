import type { ContentListResponse } from '@packdex/shared/schemas';
import { afterEach, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { jobLeases } from '../jobs/job-leases.repository.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { completeCounterNotice, completeNotice } from '../../../test/dmca-forms.ts';
import { makeContent, makeUser } from '../../../test/factories.ts';

// The scheduled restoration runs outside any request, so the page cache never sees it as a write:
// the job drops cached pages itself. The job runs every second; the test holds its lease while it
// caches the list, and the cached list outlives the wait, so only that invalidation can show the
// item again.
const DAY = 86_400_000;
const JOB = 'dmca.restorations';
const t = useTestApp({ env: { PAGE_CACHE_TTL_MS: '1000000', JOB_INTERVAL_SECONDS: '1' } });
afterEach(() => clock.reset());

it('shows restored items on cached lists at once, total included', async () => {
  const admin = await makeUser(t, { admin: true });
  const item = await makeContent(t, { title: 'Gallowmere Restored Set' });
  const filed = await t.request('POST', '/api/dmca/notices', {
    body: completeNotice([`/content/${item.slug}`]),
    ip: '10.91.0.1',
  });
  expect(filed.statusCode).toBe(201);
  const notice = filed.json<{ id: number; number: string }>();
  const accepted = await t.request('PUT', `/api/dmca/notices/${notice.id}`, { as: admin, body: { action: 'accept' } });
  expect(accepted.statusCode).toBe(200);
  const countered = await t.request('POST', '/api/dmca/counter-notices', {
    body: completeCounterNotice(notice.number),
    ip: '10.91.0.2',
  });
  expect(countered.statusCode).toBe(201);

  const search = async () => {
    const res = await t.request('GET', '/api/content?search=gallowmere');
    expect(res.statusCode).toBe(200);
    const body = await t.json<ContentListResponse>(res);
    return {
      cache: res.headers['x-page-cache'],
      ids: body.contents.map((c) => c.id),
      total: body.pagination.totalItems,
    };
  };
  const leases = jobLeases(t.database.db);
  const hold = async () =>
    leases.acquire(JOB, 'test', clock.now().toISOString(), new Date(clock.millis() + 30 * DAY).toISOString());
  while (!(await hold())) await new Promise((resolve) => setTimeout(resolve, 50));
  clock.advance(15 * DAY); // at least 10 business days: the next run restores the item
  expect(await search()).toMatchObject({ ids: [], total: 0 });
  expect(await search()).toEqual({ cache: 'hit', ids: [], total: 0 });
  await leases.release(JOB, 'test', clock.now().toISOString(), { outcome: 'ok', durationMs: 1 });

  const deadline = Date.now() + 5_000;
  let seen = await search();
  while (seen.total === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await search();
  }
  expect(seen).toEqual({ cache: 'miss', ids: [item.id], total: 1 });
});
