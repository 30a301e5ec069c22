import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { MAIL_LEASE_MS, mailQueueRepository } from './mail-queue.repository.ts';
import { clock } from '../../lib/clock.ts';

// Several instances drain one queue (docs/operations.md#several-instances): each claim
// leases its messages, so no message is handed to two senders.
const t = useTestApp();
const lease = () => new Date(clock.millis() + MAIL_LEASE_MS).toISOString();

describe('claiming due mail', () => {
  it('hands each message to one of several concurrent drains, and again only after the lease', async () => {
    const { db } = t.database;
    const queues = [mailQueueRepository(db), mailQueueRepository(db), mailQueueRepository(db)];
    for (let i = 0; i < 60; i += 1) {
      await queues[0]!.insert({ to: `r${i}@example.test`, subject: 's', text: 't', html: 'h', kind: 'notice' });
    }
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => queues[i % 3]!.claim(8, 10, lease())));
    // A claim that lost a race for some rows returns fewer (PostgreSQL re-checks the row another claim
    // just leased and skips it); what matters is that no message is handed out twice.
    const ids = claims.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rest = (await queues[0]!.claim(8, 100, lease())).map((r) => r.id);
    expect(rest.filter((id) => ids.includes(id))).toEqual([]);
    expect(ids.length + rest.length).toBe(60);
    // Claimed and not yet sent: nobody else gets them while the lease runs ...
    expect(await queues[1]!.claim(8, 100, lease())).toHaveLength(0);
    // ... and once it has run out (the sender died), they are due again.
    clock.advance(MAIL_LEASE_MS + 1000);
    try {
      expect(await queues[2]!.claim(8, 100, lease())).toHaveLength(60);
    } finally {
      clock.reset();
    }
  });
});
