import type { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** POST /auth/forgot-password: mails a reset link when the account exists (same answer either way). */
export function forgotPassword(email: string): Promise<z.infer<typeof okBody>> {
  return api.post<OkBody>('/auth/forgot-password', { email });
}
