import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeCheckout, makeUser } from '../../../test/factories.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import type { SubscriptionRow } from './payments.repository.ts';
import { paymentsRepository } from './payments.repository.ts';
import { paymentsService } from './payments.service.ts';
import { countNotice, mergeEvent, premiumOf } from './subscription-state.ts';

const t = useTestApp({ env: { PAYMENTS: 'off' } });

const row = (o: Partial<SubscriptionRow>): SubscriptionRow => ({
  id: 1,
  user_id: 1,
  provider: 'stripe',
  provider_customer_id: null,
  provider_subscription_id: 'sub_1',
  status: 'active',
  current_period_end: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: 0,
  last_event_at: '2026-11-01T00:00:00.000Z',
  ended_at: null,
  cancel_notices: 0,
  resume_notices: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...o,
});
const event = { provider: 'stripe' as const, eventId: 'evt', type: 't', subscriptionId: 'sub_1' };

describe('with PAYMENTS=off', () => {
  it('answers purchase and portal with 503 PAYMENTS_UNAVAILABLE', async () => {
    const user = await makeUser(t, { verified: true });
    for (const path of ['/api/purchase', '/api/billing/portal']) {
      const res = await t.request('POST', path, { as: user, body: {} });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'PAYMENTS_UNAVAILABLE',
        error: 'Payments are not available on this site.',
      });
    }
  });

  it('still lets an account without a subscription be deleted', async () => {
    const user = await makeUser(t, { verified: true });
    const res = await t.request('DELETE', '/api/auth/account', { as: user, body: { password: user.password } });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the service usable without a provider: apply still records events', async () => {
    const { db, engine, transact } = t.database;
    const service = paymentsService({
      transact,
      payments: paymentsRepository(db, engine),
      users: usersRepository(db),
      audit: auditRepository(db),
      provider: null,
    });
    const user = await makeUser(t, { verified: true });
    const applied = await service.apply({
      ...event,
      eventId: `evt_off_${user.id}`,
      subscriptionId: `sub_off_${user.id}`,
      occurredAt: new Date(),
      checkout: await makeCheckout(t, user, 'stripe'),
      status: 'active',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    expect(applied).toEqual({ applied: true, userId: user.id });
  });
});

describe('merging an event into a subscription', () => {
  it('never moves the period end back and never revives an ended subscription', () => {
    const earlier = mergeEvent(row({}), {
      ...event,
      occurredAt: new Date('2026-11-10'),
      periodEnd: new Date('2026-11-15'),
    });
    expect(earlier.periodEnd).toBe('2026-12-01T00:00:00.000Z');
    const ended = row({ status: 'ended', ended_at: '2026-11-05T00:00:00.000Z' });
    const revived = mergeEvent(ended, {
      ...event,
      occurredAt: new Date('2026-11-20'),
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(revived.status).toBe('ended');
  });

  it('takes status from a newer event or one that opens a later period, not from an older one', () => {
    const stored = row({ status: 'past_due', last_event_at: '2026-11-10T00:00:00.000Z' });
    expect(mergeEvent(stored, { ...event, occurredAt: new Date('2026-11-05'), status: 'active' }).status).toBe(
      'past_due',
    );
    expect(mergeEvent(stored, { ...event, occurredAt: new Date('2026-11-11'), status: 'active' }).status).toBe(
      'active',
    );
    const renewal = {
      ...event,
      occurredAt: new Date('2026-11-05'),
      status: 'active' as const,
      periodEnd: new Date('2027-01-01'),
    };
    expect(mergeEvent(stored, renewal)).toMatchObject({ status: 'active', periodEnd: '2027-01-01T00:00:00.000Z' });
  });
});

describe('numbering cancel and resume notices that carry no id of their own', () => {
  it('tells a redelivery from the next notice by how cancels and resumes alternate', () => {
    const counted = (cancels: number, resumes: number) => row({ cancel_notices: cancels, resume_notices: resumes });
    expect(countNotice(undefined, 'cancel')).toEqual({ cancels: 1, resumes: 0, ordinal: 1 });
    expect(countNotice(counted(1, 0), 'cancel')).toBeNull(); // the same cancel again
    expect(countNotice(counted(1, 0), 'resume')).toEqual({ cancels: 1, resumes: 1, ordinal: 1 });
    expect(countNotice(counted(1, 1), 'resume')).toBeNull();
    expect(countNotice(counted(1, 1), 'cancel')).toEqual({ cancels: 2, resumes: 1, ordinal: 2 });
    // A resume that overtook its cancel is new; the late cancel then leaves the flag off.
    expect(countNotice(undefined, 'resume')).toEqual({ cancels: 0, resumes: 1, ordinal: 1 });
    expect(countNotice(counted(0, 1), 'cancel')).toEqual({ cancels: 1, resumes: 1, ordinal: 1 });
    expect(countNotice(counted(3, 2), undefined)).toEqual({ cancels: 3, resumes: 2, ordinal: null });
  });

  it('takes the cancel flag from the counts, and orders untimed events by the period they open', () => {
    const stored = row({ status: 'active', cancel_at_period_end: 1 });
    const untimed = { ...event, occurredAt: null };
    const resumed = mergeEvent(stored, { ...untimed, notice: 'resume' }, { cancels: 1, resumes: 1, ordinal: 1 });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(mergeEvent(stored, { ...untimed, status: 'pending', periodEnd: new Date('2026-11-20') }).status).toBe(
      'active',
    );
    const receivedAt = new Date('2026-11-15T10:00:00.000Z');
    expect(mergeEvent(stored, { ...untimed, status: 'ended' }, undefined, receivedAt)).toMatchObject({
      status: 'ended',
      endedAt: receivedAt.toISOString(),
      lastEventAt: stored.last_event_at,
    });
  });
});

describe('applying an event and its effect', () => {
  it('commit together: after a failing step no mark, subscription, count or premium remains, and the redelivery applies once', async () => {
    const { db, engine, transact } = t.database;
    const deps = { transact, payments: paymentsRepository(db, engine), users: usersRepository(db), provider: null };
    const audit = auditRepository(db);
    const service = paymentsService({ ...deps, audit });
    const failing = paymentsService({
      ...deps,
      audit: {
        // The audit entry is the last write of the transaction: the effect is in, then it fails.
        async record(entry, trx) {
          await audit.record(entry, trx);
          throw new Error('disk full');
        },
      },
    });
    const user = await makeUser(t, { verified: true });
    const subscriptionId = `sub_atomic_${user.id}`;
    const paid = {
      ...event,
      eventId: `evt_atomic_${user.id}`,
      subscriptionId,
      occurredAt: new Date(),
      checkout: await makeCheckout(t, user, 'stripe'),
      status: 'active' as const,
      periodEnd: new Date(Date.now() + 30 * 86_400_000),
    };
    const state = async () => ({
      marks: await db.selectFrom('payment_events').select('id').where('id', 'like', `%atomic_${user.id}%`).execute(),
      subscription: await db
        .selectFrom('subscriptions')
        .select(['status', 'cancel_notices'])
        .where('provider_subscription_id', '=', subscriptionId)
        .executeTakeFirst(),
      premium: (await db.selectFrom('users').select('is_premium').where('id', '=', user.id).executeTakeFirstOrThrow())
        .is_premium,
      audit: await db
        .selectFrom('admin_audit_log')
        .select('action')
        .where('entity', '=', 'user')
        .where('entity_id', '=', user.id)
        .execute(),
    });

    await expect(failing.apply(paid)).rejects.toThrow('disk full');
    expect(await state()).toEqual({ marks: [], subscription: undefined, premium: 0, audit: [] });
    expect(await service.apply(paid)).toEqual({ applied: true, userId: user.id });
    expect(await service.apply(paid)).toEqual({ applied: false, userId: null });

    const cancel = { ...paid, eventId: `cancel_atomic_${user.id}`, status: undefined, notice: 'cancel' as const };
    await expect(failing.apply(cancel)).rejects.toThrow('disk full');
    expect(await state()).toMatchObject({ subscription: { status: 'active', cancel_notices: 0 }, premium: 1 });
    expect(await service.apply(cancel)).toEqual({ applied: true, userId: user.id });
    expect(await service.apply(cancel)).toEqual({ applied: false, userId: null });
    const after = await state();
    expect(after.marks.map((m) => m.id).sort()).toEqual([
      `stripe:cancel_atomic_${user.id}-1`,
      `stripe:evt_atomic_${user.id}`,
    ]);
    expect(after).toMatchObject({ subscription: { cancel_notices: 1 }, premium: 1 });
    expect(after.audit).toHaveLength(2);
  });
});

describe("an account's premium from its subscriptions", () => {
  it('runs to the latest live period end, and otherwise says when the last one stopped', () => {
    expect(premiumOf([])).toEqual({ isPremium: false, expiresAt: null });
    const live = row({ current_period_end: '2027-01-01T00:00:00.000Z' });
    const old = row({
      status: 'ended',
      current_period_end: '2026-12-20T00:00:00.000Z',
      ended_at: '2026-11-03T00:00:00.000Z',
    });
    expect(premiumOf([old, live])).toEqual({ isPremium: true, expiresAt: '2027-01-01T00:00:00.000Z' });
    expect(premiumOf([old])).toEqual({ isPremium: false, expiresAt: '2026-11-03T00:00:00.000Z' });
    expect(premiumOf([row({ status: 'pending' })])).toEqual({
      isPremium: false,
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
  });
});
