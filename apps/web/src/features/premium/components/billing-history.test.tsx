// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingHistoryResponse } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { BillingHistory } from './billing-history.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets a settled call's promise and the renders it causes run. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const member = testUser({ id: 3, isPremium: true });
const page = (items: BillingHistoryResponse['items'], totalPages = 1): BillingHistoryResponse => ({
  items,
  pagination: { page: 1, limit: 10, totalItems: items.length, totalPages },
});

describe('the payment history on /billing', () => {
  it('shows placeholders while it loads, then each entry with its date, paid-up date and amount', async () => {
    const api = holdApi();
    renderInApp(<BillingHistory />, { user: member, path: '/billing' });
    const section = screen.getByRole('region', { name: 'Payment history' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByRole('list', { name: 'Loading payment history' })).toBeTruthy();

    api.call('GET', '/billing/history?page=1').answer(
      200,
      page(
        [
          {
            id: 'verotel:credit-1',
            kind: 'refund',
            provider: 'verotel',
            at: '2026-12-03T10:00:00.000Z',
            periodEnd: '2027-01-02T00:00:00.000Z',
            amount: { cents: 1200, currency: 'USD' },
          },
          {
            id: 'verotel:rebill-1',
            kind: 'renewal',
            provider: 'verotel',
            at: '2026-12-02T10:00:00.000Z',
            periodEnd: '2027-01-02T00:00:00.000Z',
            amount: { cents: 1200, currency: 'USD' },
          },
          {
            id: 'verotel:cancel-1',
            kind: 'cancelled',
            provider: 'verotel',
            at: '2026-11-20T10:00:00.000Z',
            periodEnd: '2026-12-02T00:00:00.000Z',
            amount: null,
          },
        ],
        2,
      ),
    );
    await settle();
    expect(section.getAttribute('aria-busy')).toBe('false');
    const [entries] = within(section).getAllByRole('list');
    const rows = within(entries!).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RefundDecember 3, 2026-$12.00',
      'RenewalDecember 2, 2026 · Premium until January 2, 2027$12.00',
      'CancelledNovember 20, 2026 · Premium until December 2, 2026',
    ]);
    // More pages are real links of /billing.
    expect(within(section).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/billing?page=2');
  });

  it('says so when there is nothing yet', async () => {
    const api = holdApi();
    renderInApp(<BillingHistory />, { user: member, path: '/billing' });
    api.call('GET', '/billing/history?page=1').answer(200, page([]));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('No payments yet. Your payments and renewals will show here.');
  });

  it('offers to try again when the history cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = holdApi();
    const user = userEvent.setup();
    renderInApp(<BillingHistory />, { user: member, path: '/billing?page=2' });
    api.call('GET', '/billing/history?page=2').answer(500, { error: 'Database unavailable' });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Could not load your payment history.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    api.call('GET', '/billing/history?page=2').answer(200, page([]));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No more payments.');
  });
});
