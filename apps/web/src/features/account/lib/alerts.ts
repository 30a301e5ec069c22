import type { FieldValues, SubmitErrorHandler } from 'react-hook-form';
import type { AlertDialogType } from '@/components/ui/alert-dialog.tsx';
import { alertFirstInvalid } from '@/components/ui/form.tsx';
import type { AlertOptions } from '@/components/ui/use-alert.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';

export type ShowAlert = (options: AlertOptions) => void;

/** The key under which the account page's alert outlives a language switch (carryAlert). */
export const ACCOUNT_ALERTS = 'account';

/** A call's onError that opens its failure alert: the server's readable error, else the fallback (docs/product.md#errors). */
export function failureAlert(showAlert: ShowAlert, title: string, fallback: string) {
  return (error: unknown) => showAlert({ type: 'error', title, message: apiErrorMessage(error, fallback) });
}

/** A form's onInvalid that opens the alert titled for the first of these fields with an error. */
export function invalidAlert<T extends FieldValues>(
  showAlert: ShowAlert,
  type: AlertDialogType,
  titles: Parameters<typeof alertFirstInvalid<T>>[0],
): SubmitErrorHandler<T> {
  return alertFirstInvalid<T>(titles, (title, message) => showAlert({ type, title, message }));
}

/**
 * An account dialog's call outcome, as `mutate` options: on success `first` runs (keeping a renewed
 * token), the dialog closes and the success alert opens; on failure, the failure alert.
 */
export function dialogOutcome<A>(
  { onClose, showAlert }: { onClose: () => void; showAlert: ShowAlert },
  success: { title: string; message: string },
  failure: { title: string; fallback: string },
  first?: (answer: A) => void,
) {
  return {
    onSuccess: (answer: A) => {
      first?.(answer);
      onClose();
      showAlert({ type: 'success', ...success });
    },
    onError: failureAlert(showAlert, failure.title, failure.fallback),
  };
}
