import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createdBody as sentResponse, type supportMessageBody } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type SupportMessage = z.input<typeof supportMessageBody>;

/** POST /support/messages: delivers the contact form to the support inbox. */
export function sendSupportMessage(message: SupportMessage) {
  return api.post('/support/messages', message, { schema: sentResponse });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
