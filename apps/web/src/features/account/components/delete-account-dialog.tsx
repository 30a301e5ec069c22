import { AlertTriangle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@packdex/shared/constants';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { useZodForm } from '@/components/ui/form.tsx';
import { PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { msg, t, tx } from '@/lib/i18n/i18n.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { failureAlert } from '../lib/alerts.ts';
import { DELETE_WORD, deleteAccountForm } from '../lib/form-schemas.ts';
import { AccountForm, accountDialog, type AccountDialogProps } from './account-dialog.tsx';

function DeleteAccountForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useZodForm(deleteAccountForm, { defaultValues: { confirmation: '', password: '' } });
  const confirmed = useWatch({ control: form.control, name: 'confirmation' }) === DELETE_WORD;

  const leaveAfterDeletion = () => {
    let done = false;
    // Token, user and ageConfirmed go, then home: when the alert is dismissed or after 3 s.
    const leave = () => {
      if (done) return;
      done = true;
      logout();
      void navigate(paths.home.getHref(), { replace: true });
    };
    onClose();
    showAlert({
      type: 'success',
      title: t('Account Deleted'),
      message: t('Your account has been permanently deleted. You will be redirected to the homepage.'),
      onClose: leave,
    });
    setTimeout(leave, REDIRECT_DELAY_MS);
  };

  return (
    <AccountForm
      form={form}
      showAlert={showAlert}
      onSubmit={({ password }) =>
        remove.mutate(password, {
          onSuccess: leaveAfterDeletion,
          onError: failureAlert(showAlert, t('Account Deletion Failed'), t('Failed to delete account')),
        })
      }
      invalidAlerts={['error', { confirmation: t('Confirmation Required'), password: t('Password Required') }]}
    >
      <TextField
        control={form.control}
        name="confirmation"
        label={tx('Type {word} to confirm', {
          word: <strong className="font-mono text-danger">{DELETE_WORD}</strong>,
        })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <PasswordField control={form.control} name="password" label={t('Password')} autoComplete="current-password" />
      <FormActions
        onCancel={onClose}
        busy={remove.isPending}
        disabled={!confirmed}
        variant="danger"
        submitLabel={t('Delete Account')}
        busyLabel={t('Deleting…')}
      />
    </AccountForm>
  );
}

/** Delete Account: typing DELETE enables the button; the password confirms it. */
export const DeleteAccountDialog = accountDialog(DeleteAccountForm, {
  icon: <AlertTriangle />,
  tone: 'danger',
  title: msg('Delete Account'),
  description: msg(
    'This permanently deletes your account, likes, follows and notifications. Your comments stay, shown as a deleted user. This cannot be undone.',
  ),
});
