import { describe, expect, it } from 'vitest';
import type { User } from '@packdex/shared/schemas';
import { isBlocked, isLimited } from './view-limit.ts';

const user = (changes: Partial<User>): User => ({
  id: 1,
  name: 'A',
  email: 'a@example.com',
  language: 'en',
  country: null,
  profilePhoto: null,
  isPremium: false,
  isAdmin: false,
  isVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiredPremium: null,
  ...changes,
});

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
