import { authResponse } from '@packdex/shared/schemas';
import type { AuthResponse, registerBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type RegisterInput = z.input<typeof registerBody>;

/** POST /auth/register: creates the account, signs it in and mails a verification link (409 when taken). */
export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.post('/auth/register', input, { schema: authResponse });
}
