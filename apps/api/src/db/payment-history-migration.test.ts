import { describe, expect, it } from 'vitest';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import { useTestApp, WITHOUT_JOBS } from '../../test/build-test-app.ts';
import { makeUser } from '../../test/factories.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The payment history migration (2026-12-08-0100-payment-history) reads the events already stored
// into the members' billing histories: whose each was from the audit entry written with it, what it
// was from the provider's name for it, and the plan's price for a charge of the plan as sold then.
const t = useTestApp(WITHOUT_JOBS);
const BEFORE = '2026-12-07-0100-admin-inboxes';

describe('the payment history migration', () => {
  it('gives each stored event its account, kind, paid-up date and known amount, and can be undone', async () => {
    const { db } = t.database;
    const member = await makeUser(t, { verified: true });
    const other = await makeUser(t, { verified: true });
    await migrateTo(db, BEFORE);
    /** An event as the payments service stored it before, with its audit entry (when it was applied). */
    const stored = async (
      provider: string,
      eventId: string,
      type: string,
      at: string,
      audit: { userId: number; periodEnd: string | null; offPlan?: string } | null,
    ) => {
      await db
        .insertInto('payment_events')
        .values({ id: `${provider}:${eventId}`, provider, type, received_at: at, processed_at: at })
        .execute();
      if (!audit) return;
      await db
        .insertInto('admin_audit_log')
        .values({
          admin_id: null,
          action: `subscription.${provider}.${type}`,
          entity: 'user',
          entity_id: audit.userId,
          details: JSON.stringify({
            label: 'someone@example.test',
            eventId,
            ...(audit.offPlan ? { offPlan: audit.offPlan } : {}),
            subscription: { id: 'sale-1', status: 'active', periodEnd: audit.periodEnd, cancelAtPeriodEnd: false },
          }),
          created_at: at,
        })
        .execute();
    };
    await stored('verotel', 'initial-1001', 'initial', '2026-11-01T10:00:00.000Z', {
      userId: member.id,
      periodEnd: '2026-12-01T23:59:59.999Z',
    });
    await stored('verotel', 'rebill-1002', 'rebill', '2026-12-01T10:00:00.000Z', {
      userId: member.id,
      periodEnd: '2026-12-31T23:59:59.999Z',
    });
    await stored('verotel', 'cancel-sale-1-1', 'cancel', '2026-12-05T10:00:00.000Z', {
      userId: member.id,
      periodEnd: '2026-12-31T23:59:59.999Z',
    });
    // A charge at another price (recorded, granting nothing): its amount is not the plan's.
    await stored('verotel', 'rebill-1003', 'rebill', '2026-12-06T10:00:00.000Z', {
      userId: member.id,
      periodEnd: null,
      offPlan: '1.00 USD',
    });
    await stored('stripe', 'evt_1', 'invoice.paid', '2026-11-15T10:00:00.000Z', {
      userId: other.id,
      periodEnd: '2026-12-15T10:00:00.000Z',
    });
    await stored('stripe', 'evt_2', 'customer.subscription.updated', '2026-11-15T10:00:01.000Z', {
      userId: other.id,
      periodEnd: '2026-12-15T10:00:00.000Z',
    });
    // An event about an account this database never had: kept, but nobody's.
    await stored('verotel', 'initial-9999', 'initial', '2026-11-20T10:00:00.000Z', null);

    await migrateToLatest(db);
    const history = async (as: typeof member) =>
      (await t.request('GET', '/api/billing/history', { as })).json<BillingHistoryResponse>().items;
    expect(
      (await history(member)).map(({ id, kind, at, periodEnd, amount }) => ({ id, kind, at, periodEnd, amount })),
    ).toEqual([
      {
        id: 'verotel:rebill-1003',
        kind: 'renewal',
        at: '2026-12-06T10:00:00.000Z',
        periodEnd: null,
        amount: null,
      },
      {
        id: 'verotel:cancel-sale-1-1',
        kind: 'cancelled',
        at: '2026-12-05T10:00:00.000Z',
        periodEnd: '2026-12-31T23:59:59.999Z',
        amount: null,
      },
      {
        id: 'verotel:rebill-1002',
        kind: 'renewal',
        at: '2026-12-01T10:00:00.000Z',
        periodEnd: '2026-12-31T23:59:59.999Z',
        amount: { cents: 1200, currency: 'USD' },
      },
      {
        id: 'verotel:initial-1001',
        kind: 'payment',
        at: '2026-11-01T10:00:00.000Z',
        periodEnd: '2026-12-01T23:59:59.999Z',
        amount: { cents: 1200, currency: 'USD' },
      },
    ]);
    // A Stripe invoice's amount was Stripe's to say (taxes, discounts): unknown. Its update is not shown.
    expect((await history(other)).map(({ id, kind, amount }) => ({ id, kind, amount }))).toEqual([
      { id: 'stripe:evt_1', kind: 'payment', amount: null },
    ]);
    const orphan = await db
      .selectFrom('payment_events')
      .select(['user_id', 'kind', 'happened_at'])
      .where('id', '=', 'verotel:initial-9999')
      .executeTakeFirstOrThrow();
    expect(orphan).toMatchObject({ user_id: null, kind: null });
    expect(new Date(orphan.happened_at!).toISOString()).toBe('2026-11-20T10:00:00.000Z');

    // Down and up again on this engine: the columns go, the events stay, the history comes back.
    await migrateTo(db, BEFORE);
    expect(await db.selectFrom('payment_events').select('id').execute()).toHaveLength(7);
    await migrateToLatest(db);
    expect(await history(member)).toHaveLength(4);
  });
});
