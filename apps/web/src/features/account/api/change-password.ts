import { useMutation } from '@tanstack/react-query';

import type { AuthResponse, changePasswordBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** PUT /auth/change-password: answers a new token; every older token of the account now gets a 401. */
export function changePassword(input: ChangePasswordInput): Promise<AuthResponse> {
  return api.put<AuthResponse>('/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
