import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { checkerFor, holdsOf, itemWithLinks, linksOf, status, zipFile } from '../../../test/link-health-setup.ts';
import { standInHost } from '../../../test/stand-in-host.ts';
import { clock } from '../../lib/clock.ts';

// The scheduled checker against stand-in file hosts, one per loopback address so each is a host of
// its own: what each kind of answer leads to, that outages never kill links, and that the limits
// hold as the stand-ins' own logs measure them.
const HOUR = 3_600_000;
let fixed = false;
const files = await standInHost({
  '/alive/': zipFile,
  '/slow-ok/': (req, res) => void setTimeout(() => zipFile(req, res), 100),
  '/missing/': (req, res) => (fixed ? zipFile(req, res) : status(404)(req, res)),
  '/removed/': status(410),
  '/loop/': (req, res) => res.writeHead(302, { location: req.url ?? '/' }).end(),
  '/no-head/': (req, res) => (req.method === 'HEAD' ? status(405)(req, res) : zipFile(req, res)),
});
const storm = await standInHost({ '/': status(503) }, '127.0.0.2');
const limited = await standInHost({ '/': status(429, { 'retry-after': '120' }) }, '127.0.0.3');
const sluggish = await standInHost({ '/': (req, res) => void setTimeout(() => zipFile(req, res), 2_000) }, '127.0.0.5');
const gone = await standInHost({ '/': zipFile }, '127.0.0.4');
const goneOrigin = gone.origin;
await gone.close();

const t = useTestApp();
const allow = [files.hostPort, storm.hostPort, limited.hostPort, gone.hostPort, sluggish.hostPort];
afterAll(async () => {
  clock.reset();
  for (const host of [files, storm, limited, sluggish]) await host.close();
});

/** Runs rounds until nothing is due, moving the clock past every retry in between. */
async function rounds(n: number, checker = checkerFor(t, allow)) {
  for (let i = 0; i < n; i++) {
    await checker.service.round();
    clock.advance(13 * HOUR);
  }
}

describe('the link checker', () => {
  it('finds each kind of answer, kills links only after 3 failures that are not outages, and holds their items', async () => {
    const alive = await itemWithLinks(t, [`${files.origin}/alive/a.zip`]);
    const slowOk = await itemWithLinks(t, [`${files.origin}/slow-ok/b.zip`]);
    const noHead = await itemWithLinks(t, [`${files.origin}/no-head/c.zip`]);
    const missing = await itemWithLinks(t, [`${files.origin}/missing/d.zip`]);
    const removed = await itemWithLinks(t, [`${files.origin}/removed/e.zip`]);
    const loop = await itemWithLinks(t, [`${files.origin}/loop/f.zip`]);
    const stormy = await Promise.all([1, 2, 3, 4].map((i) => itemWithLinks(t, [`${storm.origin}/s${i}.zip`])));
    const down = await Promise.all([1, 2, 3].map((i) => itemWithLinks(t, [`${goneOrigin}/g${i}.zip`])));

    await rounds(1);
    const [missingLink] = await linksOf(t, missing.id);
    expect(missingLink).toMatchObject({ state: 'unknown', failures: 1, last_status: 404 });
    expect(await holdsOf(t, missing.id)).toEqual([]);
    await rounds(2);

    expect((await linksOf(t, alive.id))[0]).toMatchObject({
      state: 'alive',
      failures: 0,
      last_status: 200,
      last_type: 'application/zip',
    });
    expect(Number((await linksOf(t, alive.id))[0]!.last_length)).toBe(1234);
    expect((await linksOf(t, slowOk.id))[0]).toMatchObject({ state: 'alive' });
    // HEAD refused: the first byte asked for with a ranged GET instead.
    expect((await linksOf(t, noHead.id))[0]).toMatchObject({ state: 'alive', last_status: 200 });
    expect(files.log.some((r) => r.path === '/no-head/c.zip' && r.method === 'GET' && r.range === 'bytes=0-0')).toBe(
      true,
    );
    for (const item of [missing, removed, loop]) {
      expect((await linksOf(t, item.id))[0], item.title).toMatchObject({ state: 'dead', failures: 3 });
      expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    }
    expect((await linksOf(t, removed.id))[0]!.last_status).toBe(410);
    expect((await linksOf(t, loop.id))[0]!.last_error).toMatch(/redirects/);
    // A 5xx storm and a host that refuses connections are outages: nothing died, nothing was held.
    for (const item of [...stormy, ...down]) {
      expect((await linksOf(t, item.id))[0], item.title).toMatchObject({ state: 'unknown', failures: 0 });
      expect(await holdsOf(t, item.id)).toEqual([]);
    }
    const outages = await t.database.db
      .selectFrom('content_link_checks')
      .select('outcome')
      .where('link_id', '=', (await linksOf(t, stormy[0]!.id))[0]!.id)
      .execute();
    expect(outages.map((o) => o.outcome)).toEqual(['outage', 'outage', 'outage']);
    expect(files.log.every((r) => r.userAgent === 'PackdexLinkChecker/test')).toBe(true);
  });

  it('lifts the hold when the link answers again', async () => {
    const item = await itemWithLinks(t, [`${files.origin}/missing/back.zip`]);
    await rounds(3);
    expect(await holdsOf(t, item.id)).toEqual(['link_dead']);
    fixed = true;
    clock.advance(25 * HOUR);
    await rounds(1);
    fixed = false;
    expect((await linksOf(t, item.id))[0]).toMatchObject({ state: 'alive', failures: 0 });
    expect(await holdsOf(t, item.id)).toEqual([]);
    const row = await t.database.db
      .selectFrom('contents')
      .select('hidden_at')
      .where('id', '=', item.id)
      .executeTakeFirst();
    expect(row?.hidden_at).toBeNull();
  });

  it('counts a timeout as a host error: a host timing out on many links is down, not its links dead', async () => {
    const slow = await Promise.all([1, 2, 3].map((i) => itemWithLinks(t, [`${sluggish.origin}/${i}.zip`])));
    await rounds(3);
    for (const item of slow) expect((await linksOf(t, item.id))[0]).toMatchObject({ state: 'unknown', failures: 0 });
  });

  it('honours 429 Retry-After: nothing more is asked of the host until it has passed, and no link fails', async () => {
    const items = await Promise.all([1, 2, 3, 4, 5].map((i) => itemWithLinks(t, [`${limited.origin}/l${i}.zip`])));
    const checker = checkerFor(t, allow);
    await checker.service.round();
    const asked = limited.log.length;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(2);
    await checker.service.round();
    clock.advance(60_000);
    await checker.service.round();
    expect(limited.log.length).toBe(asked);
    for (const item of items) expect((await linksOf(t, item.id))[0]).toMatchObject({ failures: 0 });
    clock.advance(61_000);
    await checker.service.round();
    expect(limited.log.length).toBeGreaterThan(asked);
  });

  it('keeps to the per-host concurrency and rate, as the stand-in measured them', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => itemWithLinks(t, [`${files.origin}/slow-ok/r${i}.zip`])));
    clock.advance(4 * 24 * HOUR);
    const from = files.log.length;
    // The stand-in shares this process's event loop: a stall (a loaded runner, a collection) dates
    // the requests that arrived during it late, as no real host would. The longest stall is allowed.
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    await checkerFor(t, allow, { hostConcurrency: 3, hostRate: 10 }).service.round();
    stalls.disable();
    const stalled = stalls.max / 1e6;
    const starts = files.log
      .slice(from)
      .map((r) => r.started)
      .sort((a, b) => a - b);
    expect(starts.length).toBeGreaterThanOrEqual(12);
    // At most 10 starts in any second of the stand-in's log: the checker spaces requests by when
    // they really left, with a margin for the jitter of connecting (25 ms: 10 spacings span 1,025 ms).
    for (let i = 10; i < starts.length; i++)
      expect(starts[i]! - starts[i - 10]!, `stalled ${stalled.toFixed(0)} ms`).toBeGreaterThanOrEqual(1000 - stalled);
    const open = files.log.slice(from);
    for (const r of open)
      expect(open.filter((o) => o.started <= r.started && o.ended > r.started).length).toBeLessThanOrEqual(3);
  });

  it('lets two instances check at once without any link checked twice', async () => {
    // Only these are due: everything checked before is scheduled later.
    await Promise.all(Array.from({ length: 30 }, (_, i) => itemWithLinks(t, [`${files.origin}/alive/twice-${i}.zip`])));
    const from = files.log.length;
    const instance = () => checkerFor(t, allow, { batch: 20, hostRate: 1000, hostConcurrency: 8 });
    const [a, b] = [instance(), instance()];
    const checked = await Promise.all([a.service.round(), b.service.round()]);
    const paths = files.log.slice(from).map((r) => r.path);
    expect(paths.length).toBe(30);
    expect(new Set(paths).size).toBe(30);
    expect(checked.toSorted()).toEqual([10, 20]);
  });
});
