// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatusResponse, User } from '@packdex/shared/schemas';
import { holdApi } from '@/testing/api-stub.ts';
import { renderInApp } from '@/testing/render-app.tsx';
import { testUser } from '@/testing/test-user.ts';
import { BillingPage } from './billing-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** /billing for `user`, the API answering the account and its subscription. */
async function openBilling(user: User, billing: BillingStatusResponse) {
  const api = holdApi();
  renderInApp(<BillingPage />, { user, path: '/billing' });
  act(() => {
    api.call('GET', '/auth/dashboard').answer(200, { user, stats: { views: 0, likes: 0, comments: 0 } });
    api.call('GET', '/billing/status').answer(200, billing);
  });
  // The subscription's answer is in once the portal's place is no longer a placeholder.
  await screen.findByText(/Open Billing Portal|You have no subscription to manage\./);
}

const portalButton = () => screen.queryByRole('button', { name: /Open Billing Portal/ });
const member = testUser({ isPremium: true, expiredPremium: '2026-12-14T09:30:00.000Z' });
const subscription = { status: 'active', currentPeriodEnd: '2026-12-14T09:30:00.000Z' } as const;

describe('the billing page', () => {
  it('offers a free account no portal, which could only fail, and points it to Premium', async () => {
    await openBilling(testUser(), { subscription: null });
    expect(portalButton()).toBeNull();
    expect(screen.getByText('You have no subscription to manage.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
  });

  it('says when a renewing subscription renews, and offers its portal', async () => {
    await openBilling(member, { subscription: { ...subscription, cancelAtPeriodEnd: false } });
    expect(portalButton()).not.toBeNull();
    expect(screen.getByText('Renews on December 14, 2026')).toBeTruthy();
    expect(screen.queryByText(/Cancelled/)).toBeNull();
  });

  it('says when a cancelled subscription ends', async () => {
    await openBilling(member, { subscription: { ...subscription, cancelAtPeriodEnd: true } });
    expect(portalButton()).not.toBeNull();
    expect(screen.getByText('Cancelled, ends on December 14, 2026')).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
  });
});
