import type { LoginResponse, loginBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type LoginInput = z.input<typeof loginBody>;

/**
 * POST /auth/login: a token and the user, or `{ twoFactorRequired: true }` when the account has
 * two-factor sign-in on and no code was sent (401 'Invalid email or password' or a wrong code; 429
 * when rate limited).
 */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input);
}
