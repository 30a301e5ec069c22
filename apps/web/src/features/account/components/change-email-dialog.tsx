import { FormActions } from '@/components/ui/form-actions.tsx';
import { useZodForm } from '@/components/ui/form.tsx';
import { EmailField } from '@/components/ui/form-fields.tsx';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { dialogOutcome } from '../lib/alerts.ts';
import { changeEmailForm } from '../lib/form-schemas.ts';
import { AccountForm, accountDialog, CurrentPasswordField, type AccountDialogProps } from './account-dialog.tsx';

function ChangeEmailForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const change = useChangeEmail();
  const form = useZodForm(changeEmailForm, { defaultValues: { newEmail: '', password: '' } });

  return (
    <AccountForm
      form={form}
      showAlert={showAlert}
      onSubmit={(body) =>
        change.mutate(
          body,
          dialogOutcome(
            { onClose, showAlert },
            {
              title: t('Check your new inbox'),
              message: t(
                'We sent a confirmation link to {email}. Your address changes once you open it; until then you keep signing in with the current one.',
                { email: body.newEmail },
              ),
            },
            { title: t('Email Change Failed'), fallback: t('Could not change your email. Please try again.') },
          ),
        )
      }
      invalidAlerts={['error', { newEmail: t('Invalid Email'), password: t('Password Required') }]}
    >
      <EmailField control={form.control} name="newEmail" label={t('New Email')} autoComplete="off" />
      <CurrentPasswordField control={form.control} name="password" />
      <FormActions
        onCancel={onClose}
        busy={change.isPending}
        submitLabel={t('Send Confirmation Link')}
        busyLabel={t('Sending…')}
      />
    </AccountForm>
  );
}

/** Change Email: the new address and the password; the link mailed to the new address confirms it. */
export const ChangeEmailDialog = accountDialog(ChangeEmailForm, {
  title: msg('Change Email'),
  description: msg('We will send a confirmation link to the new address. Your current address is told of the change.'),
});
