import { useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@packdex/shared/constants';
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
import { PasswordInput } from '@/components/ui/password-input.tsx';
import type { AlertOptions } from '@/components/ui/use-alert.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useChangePassword } from '../api/change-password.ts';

export type AccountDialogProps = { open: boolean; onClose: () => void; showAlert: (options: AlertOptions) => void };

function ChangePasswordForm({ onClose, showAlert }: Omit<AccountDialogProps, 'open'>) {
  const { setSession } = useAuth();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (next !== confirm) {
      showAlert({
        type: 'error',
        title: 'Password Mismatch',
        message: 'New password and confirmation password do not match.',
      });
      return;
    }
    if (next.length < PASSWORD_MIN_LENGTH) {
      showAlert({ type: 'error', title: 'Invalid Password', message: 'Password must be at least 6 characters long.' });
      return;
    }
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: ({ token, user }) => {
          // Older tokens now answer 401: keep the new one or the next call would sign us out.
          setSession(token, user);
          onClose();
          showAlert({
            type: 'success',
            title: 'Password Changed',
            message: 'Your password has been successfully updated.',
          });
        },
        onError: (error) =>
          showAlert({
            type: 'error',
            title: 'Password Change Failed',
            message: apiErrorMessage(error, 'Failed to change password'),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <FormField id="current-password" label="Current Password">
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </FormField>
      <FormField id="new-password" label="New Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          required
          aria-describedby="new-password-hint"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirm New Password">
        <PasswordInput
          id="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Change Password: current, new and confirmation; stores the new token the API answers. */
export function ChangePasswordDialog({ open, onClose, showAlert }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Other devices signed in to your account will be signed out.</DialogDescription>
        </DialogHeader>
        <ChangePasswordForm onClose={onClose} showAlert={showAlert} />
      </DialogContent>
    </Dialog>
  );
}
