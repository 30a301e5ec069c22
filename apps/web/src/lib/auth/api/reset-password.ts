import { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** POST /auth/reset-password: sets a new password from a mailed token and ends every session. */
export function resetPassword(token: string, password: string): Promise<z.infer<typeof okBody>> {
  return api.post('/auth/reset-password', { token, password }, { schema: okBody });
}
