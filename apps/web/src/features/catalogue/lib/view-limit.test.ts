import { describe, expect, it } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { testUser } from '@/testing/test-user.ts';
import { isBlocked, isLimited } from './view-limit.ts';

// Unverified unless a test says otherwise: the limit is about unverified accounts.
const user = (changes: Partial<User>) => testUser({ isVerified: false, ...changes });

describe('isBlocked', () => {
  it('lets the first three distinct items through', () => {
    expect(isBlocked([], 'a')).toBe(false);
    expect(isBlocked(['a', 'b'], 'c')).toBe(false);
  });

  it('blocks a fourth new item but keeps the seen ones open', () => {
    expect(isBlocked(['a', 'b', 'c'], 'd')).toBe(true);
    expect(isBlocked(['a', 'b', 'c'], 'b')).toBe(false);
  });
});

describe('isLimited', () => {
  it('applies only to signed-in, unverified, non-admin accounts', () => {
    expect(isLimited(null)).toBe(false);
    expect(isLimited(user({}))).toBe(true);
    expect(isLimited(user({ isVerified: true }))).toBe(false);
    expect(isLimited(user({ isAdmin: true }))).toBe(false);
  });
});
