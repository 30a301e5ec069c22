import { UNVERIFIED_VIEW_LIMIT } from '@packdex/shared/constants';

// Kept per account, so two people sharing a browser do not use each other's allowance.
const keyOf = (userId: number) => `viewedContent:${userId}`;

/** The distinct content slugs this account has opened, as stored in this browser. */
export function readViewed(userId: number): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a slug to the account's viewed list (a no-op when it is already there). */
export function rememberViewed(userId: number, slug: string): void {
  const viewed = readViewed(userId);
  if (viewed.includes(slug)) return;
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify([...viewed, slug]));
  } catch {
    // Storage full or disabled: the server still enforces the limit.
  }
}

/** A new slug is blocked once the allowance of distinct items is used up; seen ones stay open. */
export function isBlocked(viewed: readonly string[], slug: string, limit = UNVERIFIED_VIEW_LIMIT): boolean {
  return !viewed.includes(slug) && new Set(viewed).size >= limit;
}
