import { useSyncExternalStore } from 'react';
import { LANGUAGES, ROLES } from '@packdex/shared/constants';
import type { User } from '@packdex/shared/schemas';
import { STORAGE_KEYS, readStorage, removeStorage, subscribeStorage, writeStorage } from './storage.ts';

/** The locally cached session: a user counts as signed in only with a token beside it. */
export type Session = { token: string | null; user: User | null };

const EMPTY: Session = { token: null, user: null };
let cached: { key: string; session: Session } = { key: '', session: EMPTY };

const nullableText = (v: unknown) => v === null || typeof v === 'string';

/**
 * The cached user is what the API answered at sign-in, but storage can be edited or left by an
 * older release: a value without the user's shape is dropped (the session then ends). Checked by
 * hand because this runs on every first page, where zod would be the largest library.
 */
export function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<keyof User, unknown>;
  return (
    Number.isInteger(u.id) &&
    typeof u.name === 'string' &&
    typeof u.email === 'string' &&
    LANGUAGES.includes(u.language as User['language']) &&
    nullableText(u.country) &&
    nullableText(u.profilePhoto) &&
    typeof u.isPremium === 'boolean' &&
    typeof u.isAdmin === 'boolean' &&
    // Stored before roles existed: filled in by parseUser until the session check answers.
    (u.role === undefined || ROLES.includes(u.role as User['role'])) &&
    (u.twoFactorEnabled === undefined || typeof u.twoFactorEnabled === 'boolean') &&
    typeof u.isVerified === 'boolean' &&
    typeof u.createdAt === 'string' &&
    nullableText(u.expiredPremium)
  );
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isStoredUser(value)) return null;
    return {
      ...value,
      role: value.role ?? (value.isAdmin ? 'admin' : 'user'),
      twoFactorEnabled: value.twoFactorEnabled ?? false,
    };
  } catch {
    return null;
  }
}

/** Reads the session from storage; the same object is returned while storage is unchanged. */
export function readSession(): Session {
  const token = readStorage(STORAGE_KEYS.token);
  const rawUser = readStorage(STORAGE_KEYS.user);
  const key = `${token ?? ''}\u0000${rawUser ?? ''}`;
  if (key === cached.key) return cached.session;
  const user = token ? parseUser(rawUser) : null;
  cached = { key, session: token && user ? { token, user } : EMPTY };
  return cached.session;
}

/** Stores a fresh session (sign-in, registration, verification, password change). */
export function writeSession(token: string, user: User): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Replaces the cached user of the current session. */
export function writeSessionUser(user: User): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Forgets token and user but keeps the age confirmation (a session that ended on its own). */
export function dropSession(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.user);
}

/** Logout as the spec defines it: token, user and ageConfirmed are removed. */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.ageConfirmed);
}

/** The cached session, re-rendering when it changes in this tab or another. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeStorage, readSession, () => EMPTY);
}
