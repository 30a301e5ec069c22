import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedBody, supportMessageBody } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

type SupportMessage = z.input<typeof supportMessageBody>;

/** POST /support/messages: delivers the contact form to the support inbox. */
export function sendSupportMessage(message: SupportMessage) {
  return api.post<CreatedBody>('/support/messages', message);
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
