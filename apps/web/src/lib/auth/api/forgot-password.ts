import { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** POST /auth/forgot-password: mails a reset link when the account exists (same answer either way). */
export function forgotPassword(email: string): Promise<z.infer<typeof okBody>> {
  return api.post('/auth/forgot-password', { email }, { schema: okBody });
}
