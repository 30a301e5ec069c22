import type { User } from '@packdex/shared/schemas';

/**
 * A signed-in account as the API answers it: verified, free, not an admin, with `changes` applied.
 * `isAdmin: true` alone gives the admin role with two-factor sign-in on, as every admin has.
 */
export const testUser = (changes: Partial<User> = {}): User => ({
  id: 1,
  name: 'Ada',
  email: 'ada@example.test',
  language: 'en',
  country: null,
  profilePhoto: null,
  isPremium: false,
  isAdmin: false,
  role: changes.isAdmin ? 'admin' : 'user',
  twoFactorEnabled: changes.isAdmin === true,
  isVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiredPremium: null,
  ...changes,
});
