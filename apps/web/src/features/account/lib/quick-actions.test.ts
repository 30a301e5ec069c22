import { describe, expect, it } from 'vitest';
import { quickActionsFor } from './quick-actions.ts';

describe('the account quick actions', () => {
  it('give Recommend Content and Manage Billing to premium members and Upgrade to everyone else', () => {
    expect(quickActionsFor({ isPremium: true, isVerified: true })).toEqual({
      upgrade: false,
      recommend: true,
      billing: true,
      verifyEmail: false,
    });
    expect(quickActionsFor({ isPremium: false, isVerified: false })).toEqual({
      upgrade: true,
      recommend: false,
      billing: false,
      verifyEmail: true,
    });
  });

  it('do not offer Recommend Content to an admin who is not premium, as the API would refuse it', () => {
    const admin = { isPremium: false, isVerified: true, isAdmin: true };
    expect(quickActionsFor(admin)).toMatchObject({ recommend: false, upgrade: true });
  });
});
