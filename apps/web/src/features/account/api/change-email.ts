import { useMutation } from '@tanstack/react-query';
import type { changeEmailBody, OkBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type ChangeEmailInput = z.input<typeof changeEmailBody>;

/** POST /auth/change-email: mails a confirmation link to the new address; the address changes once it is opened. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => api.post<OkBody>('/auth/change-email', input) });
}
