import type { User } from '@packdex/shared/schemas';

/**
 * Which of the account's optional quick actions a user gets (spec §2): Upgrade for non-premium
 * accounts, Recommend Content and Manage Billing for premium members only (the API refuses
 * recommendations to anyone else, admins included), Verify Email while unverified.
 */
export function quickActionsFor(user: Pick<User, 'isPremium' | 'isVerified'>) {
  return {
    upgrade: !user.isPremium,
    recommend: user.isPremium,
    billing: user.isPremium,
    verifyEmail: !user.isVerified,
  };
}
