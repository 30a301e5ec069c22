import { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** POST /auth/resend-verification: the same answer whatever the address, so it reveals no account. */
export function resendVerification(email: string): Promise<z.infer<typeof okBody>> {
  return api.post('/auth/resend-verification', { email }, { schema: okBody });
}
