import { mkdirSync, writeFileSync } from 'node:fs';
import type { SystemStatus } from '@packdex/shared/schemas/system';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { createJobRunner } from '../../lib/job-runner.ts';
import { jobLeases } from '../jobs/job-leases.repository.ts';
import { systemRepository } from './system.repository.ts';
import { systemStatusService } from './system-status.service.ts';

// The admin System page's figures through the whole application, from real data: this instance's
// heartbeat and release, the migrations, the scheduled jobs' last runs, the queues and the storage.
const t = useTestApp({ env: { RELEASE: 'v-test-41' } });
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  member = await makeUser(t, { verified: true });
  // Before the first status: the uploads folder is measured at most once a minute.
  const uploads = path.join(t.config.uploadsDir, 'system-test');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'a.bin'), Buffer.alloc(4096));
});

const status = async (): Promise<SystemStatus> => {
  const res = await t.request('GET', '/api/admin/system', { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SystemStatus>();
};

describe('GET /api/admin/system', () => {
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/system')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/system', { as: member })).statusCode).toBe(403);
  });

  it('lists this instance, live, with its release and start time', async () => {
    await expect
      .poll(async () => (await status()).instances.filter((i) => i.current))
      .toEqual([expect.objectContaining({ release: 'v-test-41', live: true, startedAt: expect.any(String) })]);
  });

  it('counts the migrations applied and names none pending', async () => {
    const body = await status();
    expect(body.migrations).toEqual({
      applied: MIGRATION_NAMES.length,
      last: MIGRATION_NAMES.at(-1),
      pending: [],
    });
  });

  it("lists every scheduled job with its last run's outcome and time once it ran", async () => {
    await expect
      .poll(async () => (await status()).jobs.find((j) => j.name === 'sessions.prune'))
      .toMatchObject({ outcome: 'ok', lastRunAt: expect.any(String), nextRunAt: expect.any(String), running: false });
    const names = (await status()).jobs.map((j) => j.name);
    expect(names).toEqual(expect.arrayContaining(['dmca.restorations', 'removal_requests.reminders']));
  });

  it('gives the queues and the storage from real figures', async () => {
    const body = await status();
    expect(body.queues.map((q) => q.name)).toEqual(['mail', 'reports', 'removalRequests']);
    for (const queue of body.queues) expect(queue.depth).toBeGreaterThanOrEqual(0);
    expect(body.storage.databaseBytes).toBeGreaterThan(0);
    expect(body.storage.uploadsBytes).toBeGreaterThanOrEqual(4096);
    expect(body.storage.diskFreeBytes).toBeGreaterThan(0);
    expect(body.storage.diskTotalBytes).toBeGreaterThanOrEqual(body.storage.diskFreeBytes!);
  });
});

describe('the status service', () => {
  it('names the migrations a release knows that the database lacks', async () => {
    const service = systemStatusService({
      system: systemRepository(t.database.db, t.database.engine),
      release: 'next',
      migrations: [...MIGRATION_NAMES, '2099-01-01-0001-next'],
      jobs: () => [],
      jobIntervalMs: 60_000,
      queues: {},
      dataDir: t.config.dataDir,
      uploadsDir: t.config.uploadsDir,
    });
    expect((await service.status()).migrations.pending).toEqual(['2099-01-01-0001-next']);
  });

  it('forgets instances unseen for a day, and shows one unseen for three intervals as not live', async () => {
    const system = systemRepository(t.database.db, t.database.engine);
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await system.beat(
      { id: 'gone', host: 'old-host', version: 'v0', startedAt: ago(3 * 86_400_000) },
      ago(2 * 86_400_000),
    );
    await system.beat({ id: 'quiet', host: 'quiet-host', version: 'v1', startedAt: ago(3_600_000) }, ago(600_000));
    const service = systemStatusService({
      system,
      release: 'v2',
      migrations: [],
      jobs: () => [],
      jobIntervalMs: 60_000,
      queues: {},
      dataDir: t.config.dataDir,
      uploadsDir: t.config.uploadsDir,
    });
    service.startHeartbeat((err) => {
      throw err;
    });
    await expect.poll(async () => (await service.status()).instances.map((i) => i.id)).not.toContain('gone');
    const instances = (await service.status()).instances;
    expect(instances.find((i) => i.id === 'quiet')).toMatchObject({ live: false, release: 'v1', current: false });
    expect(instances.find((i) => i.current)).toMatchObject({ release: 'v2', live: true });
    // Stopped, it leaves the list; the quiet one (crashed, say) stays.
    await service.stopHeartbeat();
    const after = (await service.status()).instances;
    expect(after.some((i) => i.current)).toBe(false);
    expect(after.some((i) => i.id === 'quiet')).toBe(true);
  });

  it("records a failed run's outcome and time", async () => {
    const runner = createJobRunner(
      [
        {
          name: 'system-test.failing',
          leaseMs: 60_000,
          run: async () => {
            await new Promise((r) => setTimeout(r, 20));
            throw new Error('broken on purpose');
          },
        },
      ],
      jobLeases(t.database.db),
      60_000,
      t.app.log,
    );
    await runner.tick();
    const job = (await status()).jobs.find((j) => j.name === 'system-test.failing');
    expect(job).toMatchObject({ outcome: 'failed', running: false });
    expect(job?.durationMs).toBeGreaterThanOrEqual(15);
  });
});
