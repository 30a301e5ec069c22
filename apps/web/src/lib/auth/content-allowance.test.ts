import { describe, expect, it } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { testUser } from '@/testing/test-user.ts';
import { isViewLimited } from './content-allowance.ts';

// Unverified unless a test says otherwise: the limit is about unverified accounts.
const user = (changes: Partial<User>) => testUser({ isVerified: false, ...changes });

describe('isViewLimited', () => {
  it('applies only to signed-in, unverified, non-admin accounts', () => {
    expect(isViewLimited(null)).toBe(false);
    expect(isViewLimited(user({}))).toBe(true);
    expect(isViewLimited(user({ isVerified: true }))).toBe(false);
    expect(isViewLimited(user({ isAdmin: true }))).toBe(false);
  });
});
