import { LANGUAGES, type Language } from '@packdex/shared/constants';
import type { User } from '@packdex/shared/schemas';
import { toIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/** True while the account's premium period runs (no end date means it runs until cancelled). */
export function premiumActive(row: Pick<UserRow, 'is_premium' | 'premium_expires_at'>, at = new Date()): boolean {
  if (row.is_premium !== 1) return false;
  return row.premium_expires_at === null || new Date(row.premium_expires_at).getTime() > at.getTime();
}

/** The API's user shape; never the hash, token version or payment ids. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: isLanguage(row.language) ? row.language : 'en',
    country: row.country,
    profilePhoto: row.profile_photo,
    isPremium: premiumActive(row),
    isAdmin: row.is_admin === 1,
    isVerified: row.is_verified === 1,
    createdAt: toIso(row.created_at),
    expiredPremium: toIso(row.premium_expires_at),
  };
}
