import type { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** POST /auth/resend-verification: the same answer whatever the address, so it reveals no account. */
export function resendVerification(email: string): Promise<z.infer<typeof okBody>> {
  return api.post<OkBody>('/auth/resend-verification', { email });
}
