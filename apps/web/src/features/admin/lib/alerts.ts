import type { AlertOptions } from '@/components/ui/use-alert.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';

export type ShowAlert = (options: AlertOptions) => void;

/** The spec's admin failure alerts ('Error saving model'…): the server's readable error, else the title itself. */
export function adminFailure(showAlert: ShowAlert, title: string) {
  return (error: unknown) => showAlert({ type: 'error', title, message: apiErrorMessage(error, `${title}.`) });
}
