import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
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
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import type { AccountDialogProps } from './change-password-dialog.tsx';

const CONFIRM_WORD = 'DELETE';

function DeleteAccountForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmation !== CONFIRM_WORD) {
      showAlert({
        type: 'error',
        title: 'Confirmation Required',
        message: 'Please type "DELETE" to confirm account deletion.',
      });
      return;
    }
    if (!password) {
      showAlert({
        type: 'error',
        title: 'Password Required',
        message: 'Please enter your password to confirm account deletion.',
      });
      return;
    }
    remove.mutate(password, {
      onSuccess: () => {
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
      },
      onError: (error) =>
        showAlert({
          type: 'error',
          title: 'Account Deletion Failed',
          message: apiErrorMessage(error, 'Failed to delete account'),
        }),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        id="delete-confirm"
        label={
          <>
            Type <strong className="font-mono text-danger">DELETE</strong> to confirm
          </>
        }
      >
        <Input
          id="delete-confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </FormField>
      <FormField id="delete-password" label="Password">
        <PasswordInput
          id="delete-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={confirmation !== CONFIRM_WORD || remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Account'}
        </Button>
      </DialogFooter>
    </form>
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
