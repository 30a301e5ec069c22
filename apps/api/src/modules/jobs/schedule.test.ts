import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';

/** The jobs that have run on this database, by name (each run records itself on its lease). */
async function jobsRun(t: TestApp): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('job_leases')
    .select('name')
    .where('last_run_at', 'is not', null)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

describe('the schedule', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('runs every job once as the instance starts', async () => {
    t = await createTestApp();
    await expect.poll(() => jobsRun(t!), { timeout: 15_000 }).toContain('models.similar');
  });

  it('runs none on an instance with JOBS=false', async () => {
    t = await createTestApp({ env: { JOBS: 'false' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await jobsRun(t)).toEqual([]);
  });
});
