import { AlertTriangle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@packdex/shared/constants';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { failureAlert, invalidAlert } from '../lib/alerts.ts';
import { DELETE_WORD, deleteAccountForm } from '../lib/form-schemas.ts';
import type { AccountDialogProps } from './change-password-dialog.tsx';

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
      title: 'Account Deleted',
      message: 'Your account has been permanently deleted. You will be redirected to the homepage.',
      onClose: leave,
    });
    setTimeout(leave, REDIRECT_DELAY_MS);
  };

  return (
    <Form
      form={form}
      onSubmit={({ password }) =>
        remove.mutate(password, {
          onSuccess: leaveAfterDeletion,
          onError: failureAlert(showAlert, 'Account Deletion Failed', 'Failed to delete account'),
        })
      }
      onInvalid={invalidAlert(showAlert, 'error', {
        confirmation: 'Confirmation Required',
        password: 'Password Required',
      })}
      className="flex flex-col gap-4"
    >
      <TextField
        control={form.control}
        name="confirmation"
        label={
          <>
            Type <strong className="font-mono text-danger">{DELETE_WORD}</strong> to confirm
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
      <FormActions
        onCancel={onClose}
        busy={remove.isPending}
        disabled={!confirmed}
        variant="danger"
        submitLabel="Delete Account"
        busyLabel="Deleting..."
      />
    </Form>
  );
}

/** Delete Account: typing DELETE enables the button; the password confirms it. */
export function DeleteAccountDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<AlertTriangle />}
      tone="danger"
      title="Delete Account"
      description="This permanently deletes your account, likes, follows and notifications. Your comments stay, shown as a deleted user. This cannot be undone."
      className="max-w-md"
    >
      <DeleteAccountForm onClose={onClose} showAlert={showAlert} />
    </TitledDialog>
  );
}
