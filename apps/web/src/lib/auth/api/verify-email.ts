import type { AuthResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** POST /auth/verify-email: consumes the single-use link token and signs the account in. */
export function verifyEmail(token: string): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/verify-email', { token });
}
