import { FormActions } from '@/components/ui/form-actions.tsx';
import { useZodForm } from '@/components/ui/form.tsx';
import { NewPasswordFields } from '@/components/ui/form-fields.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';
import { dialogOutcome } from '../lib/alerts.ts';
import { changePasswordForm } from '../lib/form-schemas.ts';
import { AccountForm, accountDialog, CurrentPasswordField, type AccountDialogProps } from './account-dialog.tsx';

function ChangePasswordForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const { setSession } = useAuth();
  const change = useChangePassword();
  const form = useZodForm(changePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  return (
    <AccountForm
      form={form}
      showAlert={showAlert}
      onSubmit={(body) =>
        change.mutate(
          body,
          dialogOutcome(
            { onClose, showAlert },
            { title: t('Password Changed'), message: t('Your password has been successfully updated.') },
            { title: t('Password Change Failed'), fallback: t('Failed to change password') },
            // Older tokens now answer 401: keep the new one or the next call would sign us out.
            ({ token, user }) => setSession(token, user),
          ),
        )
      }
      // A mismatch is told first, then a short password, each in its own alert.
      invalidAlerts={['error', { confirmPassword: t('Password Mismatch'), newPassword: t('Invalid Password') }]}
    >
      <CurrentPasswordField control={form.control} name="currentPassword" label={t('Current Password')} />
      <NewPasswordFields
        control={form.control}
        name="newPassword"
        confirm={{ name: 'confirmPassword', label: t('Confirm New Password') }}
      />
      <FormActions
        onCancel={onClose}
        busy={change.isPending}
        submitLabel={t('Change Password')}
        busyLabel={t('Changing…')}
      />
    </AccountForm>
  );
}

/** Change Password: current, new and confirmation; stores the new token the API answers. */
export const ChangePasswordDialog = accountDialog(ChangePasswordForm, {
  title: msg('Change Password'),
  description: msg('Other devices signed in to your account will be signed out.'),
});
