import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE, useTestApp } from '../../test/build-test-app.ts';
import { clock } from '../lib/clock.ts';
import { isStorageFull, STORAGE_FULL_HOLD_MS } from '../lib/storage-health.ts';

// A full disk (issue 34, low 4): writes answer 503 with the cause logged, never a 500 with the
// cause hidden, and readiness fails so that a load balancer stops sending this instance writes.
const t = useTestApp();
afterEach(() => clock.reset());

let ipSeq = 0;
const contact = () =>
  t.request('POST', '/api/support/messages', {
    ip: `10.66.${ipSeq >> 8}.${(ipSeq += 1) & 255}`,
    body: { name: 'Ann', email: 'ann@example.test', subject: 'technical-support', message: 'x'.repeat(1000) },
  });

describe('a full disk', () => {
  it('is told apart from other failures: SQLite, PostgreSQL and the file system', () => {
    for (const err of [
      { code: 'SQLITE_FULL', message: 'database or disk is full' },
      { code: '53100', message: 'could not extend file "base/16384/2619": No space left on device' },
      { code: 'ENOSPC', message: 'ENOSPC: no space left on device, write' },
    ])
      expect(isStorageFull(err), err.code).toBe(true);
    for (const err of [{ code: 'ECONNRESET' }, { code: '23505' }, new Error('boom'), null])
      expect(isStorageFull(err)).toBe(false);
  });

  it.runIf(ENGINE === 'sqlite')('answers writes 503 and fails readiness until space is back', async () => {
    const { db } = t.database;
    expect((await t.request('GET', '/api/ready')).statusCode).toBe(200);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    // The database may not grow by a page: as on a disk with no space left.
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
    let refused: Awaited<ReturnType<typeof contact>> | undefined;
    try {
      for (let n = 0; n < 60 && !refused; n += 1) {
        const res = await contact();
        if (res.statusCode !== 201) refused = res;
      }
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.headers['retry-after']).toBe('60');
    expect(refused?.json()).toEqual({
      error: 'The site cannot save anything right now. Please try again in a few minutes.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: refused?.headers['x-request-id'],
    });
    const ready = await t.request('GET', '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: 'The storage is full: nothing can be saved' });

    expect((await contact()).statusCode).toBe(201); // space is back: writes go through
    clock.advance(STORAGE_FULL_HOLD_MS + 1);
    expect((await t.request('GET', '/api/ready')).statusCode).toBe(200);
  });
});
