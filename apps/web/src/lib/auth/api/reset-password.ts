import type { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** POST /auth/reset-password: sets a new password from a mailed token and ends every session. */
export function resetPassword(token: string, password: string): Promise<z.infer<typeof okBody>> {
  return api.post<OkBody>('/auth/reset-password', { token, password });
}
