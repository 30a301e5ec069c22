import type { AuthResponse } from '@packdex/shared/schemas';
import { verifyEmail } from './api/verify-email.ts';

// A verification token is single-use: React StrictMode runs effects twice, and a second POST would
// fail after the first consumed it. Every caller of the same token shares the one request.
const verifications = new Map<string, Promise<AuthResponse>>();

/** POST /auth/verify-email once per token; later calls with the same token get the same answer. */
export function verifyOnce(token: string): Promise<AuthResponse> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
    // A failure (network, say) may be retried later; a success stays: the token is spent.
    pending.catch(() => verifications.delete(token));
  }
  return pending;
}
