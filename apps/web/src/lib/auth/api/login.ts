import type { AuthResponse, loginBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type LoginInput = z.input<typeof loginBody>;

/** POST /auth/login: a token and the user (401 'Invalid email or password'; 429 when rate limited). */
export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', input);
}
