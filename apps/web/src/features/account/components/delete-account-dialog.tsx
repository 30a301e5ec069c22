import { AlertTriangle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
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
          onError: (error) =>
            showAlert({
              type: 'error',
              title: 'Account Deletion Failed',
              message: apiErrorMessage(error, 'Failed to delete account'),
            }),
        })
      }
      onInvalid={(errors) => {
        const confirmation = errors.confirmation?.message;
        const password = errors.password?.message;
        if (confirmation) showAlert({ type: 'error', title: 'Confirmation Required', message: confirmation });
        else if (password) showAlert({ type: 'error', title: 'Password Required', message: password });
      }}
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
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={!confirmed || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** Delete Account: typing DELETE enables the button; the password confirms it. */
export function DeleteAccountDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <div
            aria-hidden="true"
            className="mb-1 flex size-11 items-center justify-center rounded-full bg-danger/15 text-danger"
          >
            <AlertTriangle className="size-5" />
          </div>
          <DialogTitle>Delete Account</DialogTitle>
          <DialogDescription>
            This permanently deletes your account, likes, follows and notifications. Your comments stay, shown as a
            deleted user. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DeleteAccountForm onClose={onClose} showAlert={showAlert} />
      </DialogContent>
    </Dialog>
  );
}
