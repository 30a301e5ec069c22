import { useMutation } from '@tanstack/react-query';
import type { okBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import type { OkBody } from '@packdex/shared/schemas';

/** DELETE /auth/account: permanently deletes the account after checking its password. */
export function deleteAccount(password: string): Promise<z.infer<typeof okBody>> {
  return api.delete<OkBody>('/auth/account', { password });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
