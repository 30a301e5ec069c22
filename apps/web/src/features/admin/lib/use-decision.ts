import type { UseMutationResult } from '@tanstack/react-query';
import { useAlert } from '@/components/ui/use-alert.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { t } from '@/lib/i18n/i18n.ts';

type Decision = { id: number; action: string; reason?: string };

/**
 * Deciding a compliance case (DMCA notice, removal request): a rejection without a reason is
 * stopped with a warning before anything is sent; a failure opens an alert with the server's reason.
 */
export function useDecision<I extends Decision>(mutation: UseMutationResult<unknown, Error, I>) {
  const { showAlert, alertProps } = useAlert();

  const decide = (input: I) => {
    if (input.action === 'reject' && !input.reason) {
      showAlert({
        type: 'warning',
        title: t('Reason Required'),
        message: t('Write the reason for the rejection first.'),
      });
      return;
    }
    mutation.mutate(input, {
      onError: (error) =>
        showAlert({
          type: 'error',
          title: t('Error'),
          message: apiErrorMessage(error, t('The decision was not saved')),
        }),
    });
  };

  return {
    decide,
    /** The id of the case being decided, whose buttons wait. */
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    alertProps,
  };
}
