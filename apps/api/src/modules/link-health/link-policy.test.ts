import { describe, expect, it } from 'vitest';
import { standInHost } from '../../../test/stand-in-host.ts';
import { useTestApp, WITHOUT_JOBS } from '../../../test/build-test-app.ts';
import { makeContent } from '../../../test/factories.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { outbound, OutboundError, parseAllowList } from '../../lib/outbound.ts';
import { failureVerdict, fileHostAdapter, retryAfterMs, type Verdict } from './link-adapters.ts';
import { decide, hostBackoff, hostIsDown, SCHEDULE } from './link-policy.ts';

const NOW = Date.parse('2026-12-09T12:00:00.000Z');
const DAY = 86_400_000;
const alive: Verdict = { outcome: 'alive', status: 200, length: 5, type: 'application/zip', error: null };
const gone: Verdict = { outcome: 'gone', status: 404, length: null, type: null, error: null };
const link = (o: Partial<Parameters<typeof decide>[0]> = {}) => ({
  state: 'alive',
  failures: 0,
  alive_since: new Date(NOW - 10 * DAY).toISOString(),
  reported_at: null,
  item_created_at: new Date(NOW - 100 * DAY).toISOString(),
  item_views: 10,
  false_positive_until: null,
  ...o,
});
const nextIn = (r: ReturnType<typeof decide>) => Date.parse(r.update.nextCheckAt) - NOW;

describe('scheduling', () => {
  it('checks new and popular items more often, and links alive for a month less often', () => {
    expect(nextIn(decide(link(), alive, null, 3, NOW))).toBe(SCHEDULE.alive);
    expect(nextIn(decide(link({ item_created_at: new Date(NOW - DAY).toISOString() }), alive, null, 3, NOW))).toBe(
      SCHEDULE.eager,
    );
    expect(nextIn(decide(link({ item_views: 5000 }), alive, null, 3, NOW))).toBe(SCHEDULE.eager);
    expect(nextIn(decide(link({ alive_since: new Date(NOW - 40 * DAY).toISOString() }), alive, null, 3, NOW))).toBe(
      SCHEDULE.steady,
    );
  });

  it('backs off after failures, retries a reported link within minutes, and kills a link at the Nth failure', () => {
    const first = decide(link(), gone, null, 3, NOW);
    expect(first.update).toMatchObject({ state: 'unknown', failures: 1 });
    expect(nextIn(first)).toBe(SCHEDULE.retry);
    expect(nextIn(decide(link({ failures: 1, state: 'unknown' }), gone, null, 5, NOW))).toBe(2 * SCHEDULE.retry);
    expect(nextIn(decide(link({ reported_at: new Date(NOW).toISOString() }), gone, null, 3, NOW))).toBe(
      SCHEDULE.reportedRetry,
    );
    expect(decide(link({ failures: 2, state: 'unknown' }), gone, null, 3, NOW).update).toMatchObject({
      state: 'dead',
      failures: 3,
    });
    // An outage changes neither state nor streak.
    const outage = decide(link({ failures: 2, state: 'unknown' }), gone, { resumeAt: NOW + DAY }, 3, NOW);
    expect(outage.update).toMatchObject({ state: 'unknown', failures: 2 });
    expect(outage.check.outcome).toBe('outage');
  });

  it("does not count failures towards dead while an admin's false positive lasts, and counts them again after", () => {
    const shielded = link({ false_positive_until: new Date(NOW + 3 * DAY).toISOString() });
    const during = decide(shielded, gone, null, 1, NOW);
    expect(during.update).toMatchObject({ state: 'unknown', failures: 0 });
    expect(during.check).toMatchObject({ outcome: 'failed', status: 404 });
    expect(nextIn(during)).toBe(SCHEDULE.falsePositiveRetry);
    // Near its end, the next look is when it ends.
    const ending = link({ false_positive_until: new Date(NOW + 3_600_000).toISOString() });
    expect(nextIn(decide(ending, gone, null, 3, NOW))).toBe(3_600_000);
    // Once it has passed, the usual streak: dead at the Nth failure in a row.
    let after = link({ false_positive_until: new Date(NOW - 1).toISOString() });
    for (const expected of ['unknown', 'unknown', 'dead']) {
      const next = decide(after, gone, null, 3, NOW).update;
      expect(next.state).toBe(expected);
      after = { ...after, state: next.state, failures: next.failures };
    }
  });

  it('keeps the time spent with the host with the check', () => {
    expect(decide(link(), { ...alive, durationMs: 42 }, null, 3, NOW).check.durationMs).toBe(42);
    expect(decide(link(), alive, null, 3, NOW).check.durationMs).toBeNull();
  });

  it('calls a host down only when host errors are many and most of its answers; backs off exponentially', () => {
    const error: Verdict = { ...gone, outcome: 'host_error', status: 503 };
    expect(hostIsDown([error, error, error, alive])).toBe(true);
    expect(hostIsDown([error, error, alive])).toBe(false);
    expect(hostIsDown([error, error, error, alive, alive, alive, alive])).toBe(false);
    expect([1, 2, 3].map(hostBackoff)).toEqual([SCHEDULE.hostDown, 2 * SCHEDULE.hostDown, 4 * SCHEDULE.hostDown]);
    expect(hostBackoff(50)).toBe(SCHEDULE.hostDownMax);
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
  });

  it("takes a name that does not resolve and a refused connection for the host's failures, a refused address for the link's", () => {
    expect(failureVerdict(new OutboundError('network', 'getaddrinfo ENOTFOUND gone.example')).outcome).toBe(
      'host_error',
    );
    expect(failureVerdict(new OutboundError('network', 'connect ECONNREFUSED')).outcome).toBe('host_error');
    expect(failureVerdict(new OutboundError('redirects', 'more than 5 redirects')).outcome).toBe('broken');
    expect(failureVerdict(new OutboundError('refused', '10.0.0.1 is not a public address')).outcome).toBe('broken');
  });
});

describe('the file host adapter', () => {
  it("asks for the first byte, and takes the host's HTML page where the file should be for a removed file", async () => {
    const host = await standInHost({
      '/d/kept': (_req, res) =>
        res.writeHead(206, { 'content-type': 'application/zip', 'content-range': 'bytes 0-0/777' }).end('x'),
      '/d/removed': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>File not found</p>'),
    });
    const http = outbound({
      allow: parseAllowList(`files.example.test:${host.port}`),
      userAgent: 'test',
      lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    });
    const adapter = fileHostAdapter('files.example.test');
    expect(adapter.handles('files.example.test') && adapter.handles('eu.files.example.test')).toBe(true);
    expect(adapter.handles('otherfiles.example.test')).toBe(false);
    const base = `http://files.example.test:${host.port}`;
    expect(await adapter.check(`${base}/d/kept`, http)).toMatchObject({ outcome: 'alive', status: 206, length: 777 });
    expect(await adapter.check(`${base}/d/removed`, http)).toMatchObject({ outcome: 'gone', status: 200 });
    expect(host.log.map((r) => [r.method, r.range])).toEqual([
      ['GET', 'bytes=0-0'],
      ['GET', 'bytes=0-0'],
    ]);
    await host.close();
  });
});

describe('the link-health migration', () => {
  const t = useTestApp(WITHOUT_JOBS);

  it('gives every existing item its download URL as the primary link, unknown and due within a day', async () => {
    const { db } = t.database;
    const items = [await makeContent(t), await makeContent(t)];
    await migrateTo(db, '2026-12-08-0100-payment-history');
    await migrateToLatest(db);
    const rows = await db.selectFrom('content_links').selectAll().orderBy('content_id').execute();
    expect(rows.map((r) => [r.content_id, r.position, r.state, r.host])).toEqual(
      items.map((i) => [i.id, 0, 'unknown', t.config.fileHostDomain]),
    );
    for (const r of rows) expect(new Date(r.next_check_at).getTime()).toBeLessThan(Date.now() + DAY);
  });
});
