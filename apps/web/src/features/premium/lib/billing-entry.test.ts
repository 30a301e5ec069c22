import { describe, expect, it } from 'vitest';
import { amountOf, premiumUntil } from './billing-entry.ts';

describe('a billing history entry', () => {
  it('shows money given back as a negative amount, and no amount when the event names none', () => {
    const amount = { cents: 1200, currency: 'USD' };
    expect(amountOf({ kind: 'renewal', amount })).toBe('$12.00');
    expect(amountOf({ kind: 'refund', amount })).toBe('-$12.00');
    expect(amountOf({ kind: 'chargeback', amount })).toBe('-$12.00');
    expect(amountOf({ kind: 'cancelled', amount: null })).toBeNull();
  });

  it('names the paid-up date after what keeps premium running, never after an ending or a failed charge', () => {
    const periodEnd = '2027-01-02T00:00:00.000Z';
    for (const kind of ['payment', 'renewal', 'extended', 'cancelled', 'resumed'] as const)
      expect(premiumUntil({ kind, periodEnd }), kind).toBe(periodEnd);
    for (const kind of ['ended', 'refund', 'chargeback', 'payment_failed'] as const)
      expect(premiumUntil({ kind, periodEnd }), kind).toBeNull();
  });
});
