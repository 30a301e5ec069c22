import type { InboxStatus } from '@packdex/shared/constants';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAlert } from '@/components/ui/use-alert.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { t } from '@/lib/i18n/i18n.ts';
import type { InboxUpdateInput } from '../api/update-recommendation.ts';

/**
 * Saving an inbox item's change from its card: the outcome is announced in a status line; when the
 * item leaves the tab shown (handled under "New"), focus moves to that line rather than being lost
 * with the card. A failure opens an alert with the server's reason.
 */
export function useInboxUpdate(
  mutation: UseMutationResult<{ status: InboxStatus }, Error, InboxUpdateInput>,
  { filter, errorTitle }: { filter: InboxStatus | 'all'; errorTitle: string },
) {
  const [announcement, setAnnouncement] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { showAlert, alertProps } = useAlert();

  const update = (input: InboxUpdateInput, item: { name: string; status: InboxStatus }, done: () => void) =>
    mutation.mutate(input, {
      onSuccess: (saved) => {
        done();
        const { name } = item;
        setAnnouncement(
          saved.status === item.status
            ? t('{name}: note saved.', { name })
            : saved.status === 'handled'
              ? t('{name}: marked handled.', { name })
              : t('{name}: marked as new.', { name }),
        );
        if (filter !== 'all' && saved.status !== filter) statusRef.current?.focus();
      },
      onError: (error) => showAlert({ type: 'error', title: errorTitle, message: apiErrorMessage(error, errorTitle) }),
    });

  return {
    update,
    /** The id of the item being saved, whose buttons wait. */
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    announcement,
    statusRef,
    alertProps,
  };
}
