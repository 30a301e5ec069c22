// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PremiumPlanCard } from './premium-plan-card.tsx';

afterEach(cleanup);

describe('the Premium plan card', () => {
  it('says the checkout opens in a new tab to someone who can buy', () => {
    render(<PremiumPlanCard busy={false} isPremium={false} onPurchase={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Get Premium Now' })).toBeTruthy();
    expect(screen.queryByText('The checkout opens in a new tab.')).not.toBeNull();
  });

  it('promises no checkout to a member, whose button opens none', () => {
    render(<PremiumPlanCard busy={false} isPremium onPurchase={() => undefined} />);
    expect(screen.getByRole('button', { name: 'You are Premium' })).toBeTruthy();
    expect(screen.queryByText('The checkout opens in a new tab.')).toBeNull();
  });
});
