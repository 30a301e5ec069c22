import { useMutation } from '@tanstack/react-query';
import { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** DELETE /auth/account: permanently deletes the account after checking its password. */
export function deleteAccount(password: string): Promise<z.infer<typeof okBody>> {
  return api.delete('/auth/account', { password }, { schema: okBody });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
